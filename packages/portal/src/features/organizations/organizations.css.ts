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

/** A dialog's sentence above its field, apart from the field's label. */
export const dialogText = style({ margin: `0 0 ${vars.space.md}` });
