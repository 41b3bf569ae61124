import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** A quiet link of today's screens (back to today, reading a lesson again): primary text, underlined when pressed. */
export const quietLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.primaryText,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing, borderRadius: vars.radius.sm },
  },
});
