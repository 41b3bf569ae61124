import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: vars.space.xl,
  background: vars.color.background,
  fontFamily: vars.font.family.body,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.dialogWidth,
  padding: vars.space.xxl,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  color: vars.color.darkGrey,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  borderRadius: vars.radius.full,
  background: vars.color.inputField,
  color: vars.color.errorText,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.h2, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const message = style({ margin: 0, color: vars.color.mediumGrey });

export const details = style({
  width: '100%',
  textAlign: 'start',
  fontSize: vars.font.size.small,
  color: vars.color.mediumGrey,
});

export const summary = style({
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});

export const stack = style({
  maxHeight: `calc(${vars.size.textAreaMinHeight} * 2)`,
  overflow: 'auto',
  margin: 0,
  marginTop: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.inputField,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  // The product font, not the system's monospace: the same pixels on every machine.
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
});

export const action = style({ marginTop: vars.space.sm });
