import { style } from '@vanilla-extract/css';

/**
 * Times line up in one column, whatever their digits: Poppins has no tabular figures, so the column
 * is as wide as the widest range ("00:00–00:00") rather than its own text.
 */
export const timeColumn = style({ flexShrink: 0, minWidth: '6.5em', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A row's action keeps its width; the entry's text wraps beside it. */
export const entryAction = style({ flexShrink: 0 });
