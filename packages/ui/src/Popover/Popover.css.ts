import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const popover = style({
  maxWidth: `min(${vars.size.dialogWidth}, calc(100vw - ${vars.space.xl}))`,
  display: 'flex',
  flexDirection: 'column',
});

export const dialog = style({
  padding: vars.space.lg,
  overflow: 'auto',
  maxHeight: 'inherit',
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
});

export const arrow = style({
  display: 'block',
  fill: vars.color.white,
  stroke: vars.color.lightMediumGrey,
  strokeWidth: vars.size.border,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});

/** react-aria sets --trigger-width on the popover. */
export const triggerWidth = style({ minWidth: 'var(--trigger-width)' });
