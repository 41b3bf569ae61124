import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The frame's menu at the bottom: a button's height and the phone's home indicator. */
const menuHeight = `(${vars.size.buttonHeight} + env(safe-area-inset-bottom))`;

/** A chat fills what the frame leaves between its top bar and its menu; the messages scroll, the composer stays. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  height: `calc(100dvh - ${vars.size.topBarHeight} - ${menuHeight} - ${vars.space.lg} * 2)`,
  minHeight: `calc(${vars.size.buttonHeight} * 5)`,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': {
    [`screen and (min-width: ${breakpoint.tablet}px)`]: {
      height: `calc(100dvh - ${vars.size.topBarHeight} - ${menuHeight} - ${vars.space.xl} * 2)`,
    },
  },
});

export const listScreen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.h4, fontWeight: vars.font.weight.bold, color: vars.color.primaryText });

export const listCard = style({ background: vars.color.white, borderRadius: vars.radius.lg, padding: vars.space.sm });

export const threadHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBottom: `${vars.size.border} solid ${vars.color.inputField}`,
});

export const threadTitle = style({ margin: 0, fontSize: vars.font.size.h5, fontWeight: vars.font.weight.medium });

export const threadRole = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.mediumGrey });

export const messages = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { padding: vars.space.lg } },
});

export const emptyThread = style({ margin: 'auto', maxWidth: vars.size.dialogWidth, textAlign: 'center', color: vars.color.mediumGrey });

export const mine = style({ display: 'flex', justifyContent: 'flex-end' });

export const theirs = style({ display: 'flex', justifyContent: 'flex-start' });

/** The composer draws its own line and padding; a refused file's message stands above it. */
export const composer = style({ display: 'flex', flexDirection: 'column' });

export const composerError = style({ paddingInline: vars.space.md, paddingBlock: vars.space.sm, borderTop: `${vars.size.border} solid ${vars.color.inputField}` });

export const centered = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.lg });

/** Read by a screen reader, not shown: the heading that keeps the page's outline whole above the day separators. */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.border,
  height: vars.size.border,
  margin: `calc(-1 * ${vars.size.border})`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const olderMessages = style({ display: 'flex', justifyContent: 'center' });
