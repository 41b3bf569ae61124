import { style } from '@vanilla-extract/css';

/** Times line up in one column, whatever their digits. */
export const timeColumn = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
