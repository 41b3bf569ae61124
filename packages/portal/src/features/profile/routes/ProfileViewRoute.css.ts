import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const details = style({ display: 'grid', gap: vars.space.lg, margin: 0 });

export const term = style({ fontWeight: vars.font.weight.medium, color: vars.color.mediumGrey });

export const description = style({ margin: 0, marginTop: vars.space.xs, whiteSpace: 'pre-line', color: vars.color.darkGrey });
