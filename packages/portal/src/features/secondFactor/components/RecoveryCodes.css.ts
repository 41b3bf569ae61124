import { style } from '@vanilla-extract/css';

/** The codes as a plain list of tiles, read one by one. */
export const codeList = style({ listStyle: 'none', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' });
