import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  active: { background: vars.color.additional, color: vars.color.primaryText },
  inactive: { background: vars.color.inputField, color: vars.color.mediumGrey },
  invited: { background: vars.color.white, color: vars.color.primaryText, boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.primary}` },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: 'currentColor',
  flexShrink: 0,
});

export const hollow = style({ background: 'transparent', boxShadow: `inset 0 0 0 ${vars.size.focusRing} currentColor` });
