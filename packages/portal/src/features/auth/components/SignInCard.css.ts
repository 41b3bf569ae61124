import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({ width: '100%', maxWidth: vars.size.dialogWidth });
