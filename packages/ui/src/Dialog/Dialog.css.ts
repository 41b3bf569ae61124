import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The dimmed page behind a modal: dark grey from the palette at 40 %. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: `color-mix(in srgb, ${vars.color.darkGrey} 40%, transparent)`,
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxWidth: vars.size.dialogWidth,
  maxHeight: '100%',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: `calc(100vh - 2 * ${vars.space.lg})`,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
  outline: 'none',
  overflowWrap: 'anywhere',
  // The dialog itself scrolls (it holds the focusable close button, so keyboard users can scroll it);
  // header and footer stick so the title and actions stay in view.
  overflowY: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  position: 'sticky',
  top: 0,
  paddingTop: vars.space.xl,
  paddingBottom: vars.space.sm,
  paddingInline: vars.space.xl,
  background: vars.color.white,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  paddingTop: vars.space.xs,
});

export const body = style({
  flex: 1,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  position: 'sticky',
  bottom: 0,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.xl,
  paddingInline: vars.space.xl,
  background: vars.color.white,
});

/** The actions stay side by side, narrowing rather than stacking when the dialog is narrower than two buttons. */
globalStyle(`${footer} > button`, { flexShrink: 1, minWidth: 0 });
