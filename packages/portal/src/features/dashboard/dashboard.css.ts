import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** As many equal tiles per row as fit, each at least a button wide. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.buttonWidth}), 1fr))`,
});

/** A patient who needs attention: who and why beside the actions, the actions below on a narrow card. */
export const attentionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `${vars.size.border} solid ${vars.color.inputField}` } },
});
