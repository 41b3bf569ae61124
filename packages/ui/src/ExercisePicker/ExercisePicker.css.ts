import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const list = style({ maxHeight: vars.size.pickerListHeight, overflow: 'auto' });

export const name = style({ display: 'block', fontWeight: vars.font.weight.medium, color: vars.color.darkGrey });

export const details = style({ display: 'block', fontSize: vars.font.size.small, color: vars.color.mediumGrey });

export const status = style({ margin: 0, minHeight: vars.font.lineHeight.normal, fontSize: vars.font.size.small, color: vars.color.mediumGrey });
