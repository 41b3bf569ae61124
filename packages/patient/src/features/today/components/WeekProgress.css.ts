import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const labels = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontWeight: vars.font.weight.medium });

export const track = style({ display: 'block', height: vars.space.md, borderRadius: vars.radius.full, background: vars.color.additional, overflow: 'hidden' });

export const fill = style({ display: 'block', height: '100%', borderRadius: vars.radius.full, background: vars.color.primary });
