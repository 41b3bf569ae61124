import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The Inbox fills the screen below the top bar: the list beside the open thread, each scrolling on its own. */
export const inbox = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.buttonWidth} + ${vars.space.xxxl} * 2) 1fr`,
  gap: vars.space.lg,
  height: `calc(100dvh - ${vars.size.topBarHeight} - ${vars.space.xl} * 2)`,
  minHeight: `calc(${vars.size.dialogWidth} - ${vars.space.xxxl})`,
  '@media': {
    // A phone shows the list or the chat, the whole height that is left above the keyboard.
    [`screen and (max-width: ${breakpoint.tablet - 1}px)`]: {
      gridTemplateColumns: '1fr',
      height: `calc(100dvh - ${vars.size.topBarHeight} - ${vars.space.md} * 2)`,
      minHeight: 0,
    },
  },
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const listScroll = style({ flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space.sm });

export const centered = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.xl });
