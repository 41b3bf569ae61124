import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Tiles keep one width whatever their number, so the charts beside them line up card after card. */
export const tileSlot = style({ width: vars.size.buttonWidth, flexShrink: 0 });

/** A chart beside a tile takes the rest of the row, and a row of its own once it would be narrower than a tile. */
export const chartSlot = style({ flex: `1 1 ${vars.size.buttonWidth}`, minWidth: 0 });

/** The period's fields and its download share one row on a wide screen, each as wide as a tile, and wrap on a phone. */
export const periodBar = style({});
globalStyle(`${periodBar} > *`, { flex: `0 1 ${vars.size.buttonWidth}`, minWidth: 0 });
