import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const heading = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const icon = styleVariants({
  default: { display: 'inline-flex', color: vars.color.primaryText, paddingTop: vars.space.xs },
  destructive: { display: 'inline-flex', color: vars.color.errorText, paddingTop: vars.space.xs },
});
