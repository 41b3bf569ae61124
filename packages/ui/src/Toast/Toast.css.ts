import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const region = style({
  // At the top, under the top bar: never over a chat's composer or a dialog's buttons, which sit at the bottom.
  position: 'fixed',
  insetInlineEnd: vars.space.xl,
  top: `calc(${vars.size.topBarHeight} + ${vars.space.sm})`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(${vars.size.dialogWidth}, calc(100vw - 2 * ${vars.space.xl}))`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.space.xs} solid`,
  background: vars.color.white,
  color: vars.color.darkGrey,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});

export const toastTone = styleVariants({
  success: { borderColor: vars.color.primary },
  error: { borderColor: vars.color.error },
  info: { borderColor: vars.color.additional },
});

export const iconTone = styleVariants({
  success: { display: 'inline-flex', color: vars.color.primaryText },
  error: { display: 'inline-flex', color: vars.color.errorText },
  info: { display: 'inline-flex', color: vars.color.mediumGrey },
});

export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ fontWeight: vars.font.weight.medium });

export const description = style({ color: vars.color.mediumGrey, fontSize: vars.font.size.small });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xl,
  height: vars.space.xl,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.mediumGrey,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.additional, color: vars.color.darkGrey },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}` },
  },
});
