import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** Notes and templates are separated by a thin line. */
export const note = style({
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});
