import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers (the accessible twin of a chart or an icon). */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.border,
  height: vars.size.border,
  margin: `calc(-1 * ${vars.size.border})`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
