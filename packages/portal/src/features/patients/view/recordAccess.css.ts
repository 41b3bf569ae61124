import { style } from '@vanilla-extract/css';
import { vars } from '@rehab/tokens';

/** The emergency-access banner: in the error hue, so nobody reads the record unaware of it. */
export const notice = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.errorText}`,
  background: vars.color.white,
  color: vars.color.darkGrey,
});
