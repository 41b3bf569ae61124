import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { overlay } from '../Dialog/Dialog.css';

export const region = style({
  // Toward the bottom at the end side: clear of the top bar's controls and a page's header actions right under it,
  // and above the patient app's menu and a chat's composer. While a dialog is open they wait behind its backdrop, so
  // none of its fields and buttons is ever under a toast (decision 0024).
  position: 'fixed',
  insetInlineEnd: vars.space.xl,
  bottom: vars.size.toastBottom,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `min(${vars.size.dialogWidth}, calc(100vw - 2 * ${vars.space.xl}))`,
  outline: 'none',
  selectors: {
    [`body:has(.${overlay}) &`]: { zIndex: vars.zIndex.popover },
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
    [`body:has(.${overlay}) &`]: { zIndex: vars.zIndex.popover },
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
