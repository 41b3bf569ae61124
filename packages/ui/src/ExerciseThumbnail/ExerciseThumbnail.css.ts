import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

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

/** Beside a name (the default), or filling a card's width at 4:3. */
export const size = styleVariants({
  thumbnail: {},
  card: { width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: vars.radius.md },
});
