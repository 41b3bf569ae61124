import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const plot = style({ display: 'block' });

// recharts draws its own wrapper; keep its text in the product font.
globalStyle(`${plot} text`, { fontFamily: vars.font.family.body });
