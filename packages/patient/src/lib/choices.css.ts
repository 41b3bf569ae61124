import { breakpoint, vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Wraps a radio group so each choice is a thumb-sized row, the whole row tappable, not only its circle. */
export const roomyChoices = style({});

globalStyle(`${roomyChoices} label`, {
  minHeight: vars.size.fieldHeight,
  alignItems: 'center',
  paddingInline: vars.space.xs,
});

/**
 * Wraps a radio group of a scale's numbers: rows of six on a phone (0–5, 6–10), one row where it fits,
 * each number a thumb-sized cell instead of a wrapped line of small circles.
 */
export const scaleChoices = style({});

globalStyle(`${scaleChoices} [role="radiogroup"] > div:has(> label)`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { gridTemplateColumns: 'repeat(11, minmax(0, 1fr))' } },
});

globalStyle(`${scaleChoices} label`, { minHeight: vars.size.fieldHeight, alignItems: 'center' });
