import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  color: vars.color.darkGrey,
  fontFamily: vars.font.family.body,
  overflowWrap: 'anywhere',
});

export const iconCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.additional,
  color: vars.color.primaryText,
});

export const errorCircle = style({ background: vars.color.inputField, color: vars.color.errorText });

export const title = style({ margin: 0, fontSize: vars.font.size.h5, fontWeight: vars.font.weight.medium });

export const description = style({ margin: 0, maxWidth: '48ch', fontSize: vars.font.size.body, color: vars.color.mediumGrey });

export const action = style({ marginTop: vars.space.md });
