import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** Tiles keep one width whatever their number, so the charts beside them line up card after card. */
export const tileSlot = style({ width: vars.size.buttonWidth, flexShrink: 0 });

/** A chart beside a tile takes the rest of the row, and a row of its own once it would be narrower than a tile. */
export const chartSlot = style({ flex: `1 1 ${vars.size.buttonWidth}`, minWidth: 0 });
