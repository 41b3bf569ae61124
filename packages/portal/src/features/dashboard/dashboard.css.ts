import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** As many equal tiles per row as fit, each at least a button wide. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.buttonWidth}), 1fr))`,
});
