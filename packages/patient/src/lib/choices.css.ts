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
 * Wraps a radio group of a scale's numbers (0–10): one row on every screen, each number under its circle in a
 * cell of its own, as the scale is read; on a phone, rows of six (0–5, 6–10) split the scale in two.
 */
export const scaleChoices = style({});

globalStyle(`${scaleChoices} [role="radiogroup"] > div:has(> label)`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(11, minmax(0, 1fr))',
  gap: vars.space.xxs,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { gap: vars.space.xs } },
});

globalStyle(`${scaleChoices} label`, {
  minHeight: vars.size.fieldHeight,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
});
