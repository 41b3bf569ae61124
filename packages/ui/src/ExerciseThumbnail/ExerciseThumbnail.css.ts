import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const thumbnail = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.additional,
  color: vars.color.primaryText,
});
