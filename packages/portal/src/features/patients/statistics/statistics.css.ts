import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** Tiles keep one width whatever their number, so the charts beside them line up card after card. */
export const tileSlot = style({ width: vars.size.buttonWidth, flexShrink: 0 });
