import { style } from '@vanilla-extract/css';

/** Laid out as if it were not there: its children are the card's own flex items. */
export const contents = style({ display: 'contents' });
