import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.additional,
  color: vars.color.primaryText,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  userSelect: 'none',
});

export const avatarSize = styleVariants({
  small: { width: vars.size.avatarSmall, height: vars.size.avatarSmall, fontSize: vars.font.size.small },
  medium: { width: vars.size.avatarMedium, height: vars.size.avatarMedium, fontSize: vars.font.size.body },
  large: { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: vars.font.size.h3 },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export type AvatarSize = keyof typeof avatarSize;
