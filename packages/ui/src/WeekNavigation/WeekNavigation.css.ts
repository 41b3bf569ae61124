import { breakpoint, vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoint.tablet - 1}px)`;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.bold,
  '@media': { [phone]: { fontSize: vars.font.size.h4 } },
});

export const steps = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [phone]: { width: '100%', justifyContent: 'space-between' } },
});

/** On a phone the step's words give way to its arrow; they stay its accessible name. */
export const stepLabel = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: vars.size.border,
      height: vars.size.border,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The next step: its words, then its arrow. */
export const step = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

/** Every step is at least a fingertip wide and tall. */
globalStyle(`${steps} > button`, { minWidth: vars.size.iconButton, minHeight: vars.size.iconButton });
