import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** A phone's whole width; on a tablet or desktop a readable column one and a half dialogs wide. */
const columnWidth = `calc(${vars.size.dialogWidth} * 1.5)`;

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.topBarHeight,
  background: vars.color.white,
  boxShadow: vars.shadow.sm,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  maxWidth: columnWidth,
  paddingInline: vars.space.lg,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { paddingInline: vars.space.xl } },
});

export const productName = style({
  color: vars.color.primaryText,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.bold,
});

/** Notes about the whole app (offline), in the screen's column above it; no height while there is none. */
export const notices = style({
  width: '100%',
  maxWidth: columnWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { paddingInline: vars.space.xl } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: columnWidth,
  marginInline: 'auto',
  padding: vars.space.lg,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { padding: vars.space.xl } },
});

/** The menu at the bottom, where a thumb reaches it, with room for the phone's home indicator. */
export const nav = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.topBar,
  background: vars.color.white,
  boxShadow: vars.shadow.md,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const navList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  maxWidth: columnWidth,
  marginInline: 'auto',
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  position: 'relative',
  minHeight: vars.size.buttonHeight,
  paddingInline: vars.space.xxs,
  color: vars.color.mediumGrey,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primaryText, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.primaryText}` },
  },
});

/** A count on a menu entry (unread messages), at the top right of its icon. */
export const navBadge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: `calc(50% + ${vars.space.xs})`,
});
