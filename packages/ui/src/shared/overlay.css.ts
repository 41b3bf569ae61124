import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The surface every floating layer shares: popovers, menus, list boxes of selects. */
export const floatingSurface = style({
  background: vars.color.white,
  color: vars.color.darkGrey,
  border: `${vars.size.border} solid ${vars.color.lightMediumGrey}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  outline: 'none',
  zIndex: vars.zIndex.popover,
});
