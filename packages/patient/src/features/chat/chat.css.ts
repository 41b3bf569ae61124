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

