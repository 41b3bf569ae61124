import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** Six tiles, as many a row as fit at the tile width. */
export const statTiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.buttonWidth}, 1fr))`,
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A plain list of people, one a row. */
export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Label and value pairs. */
export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const term = style({ color: vars.color.mediumGrey, fontSize: vars.font.size.small });
export const description = style({ margin: 0 });

/** The search field taking the row, the main action beside it. */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.lg,
  alignItems: 'end',
  // On a phone the search takes the whole width, the button its own row below it.
  '@media': { [`screen and (max-width: ${breakpoint.tablet - 1}px)`]: { gridTemplateColumns: '1fr', justifyItems: 'start' } },
});

/** The attention thresholds side by side, two a row where they fit, each at least a button wide. */
export const thresholdFields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.buttonWidth} * 1.5)), 1fr))`,
  gap: vars.space.lg,
  alignItems: 'start',
});

/** A log review's items: one bordered block each, its finding and comment side by side where there is room. */
export const reviewItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.border} solid ${vars.color.lightMediumGrey}`,
  borderRadius: vars.radius.md,
  background: vars.color.white,
});
export const reviewComment = style({ flex: `1 1 ${vars.size.buttonWidth}`, minWidth: 0 });
export const reviewFinding = style({ flex: `0 1 ${vars.size.buttonWidth}`, minWidth: 0 });

/** A screen's filters or a form's few fields: as many a row as fit at a button's width, each filling its cell. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.buttonWidth}, 1fr))`,
  gap: vars.space.lg,
  alignItems: 'end',
});

/** A dialog's sentence above its field, apart from the field's label. */
export const dialogText = style({ margin: `0 0 ${vars.space.md}` });
