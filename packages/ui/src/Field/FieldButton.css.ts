import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** A small square button inside a field frame: show password, clear search, open a picker. */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxl,
  height: vars.space.xxl,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.mediumGrey,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.additional, color: vars.color.darkGrey },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}` },
    '&[data-disabled]': { color: vars.color.lightMediumGrey, background: 'transparent', cursor: 'not-allowed' },
  },
});
