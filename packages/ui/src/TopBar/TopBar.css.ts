import { breakpoint, vars } from '@rehab/tokens';

/** Below a tablet's width the bar is a phone's: tighter, the account menu shows the avatar only. */
const phone = `screen and (max-width: ${breakpoint.tablet - 1}px)`;
import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../shared/focus.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: vars.size.topBarHeight,
  paddingInline: vars.space.xl,
  background: vars.color.white,
  borderBottom: `${vars.size.border} solid ${vars.color.inputField}`,
  '@media': { [phone]: { gap: vars.space.sm, paddingInline: vars.space.sm } },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.medium,
  color: vars.color.darkGrey,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const bellBadge = style({ position: 'absolute', top: 0, right: 0, lineHeight: 0, pointerEvents: 'none' });

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.buttonWidth,
  padding: vars.space.xs,
  paddingRight: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.darkGrey,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.additional },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});

export const userName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '@media': { [phone]: { display: 'none' } } });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: `calc(${vars.size.dialogWidth} - ${vars.space.xxxl})`, maxWidth: '100%' });

export const panelActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const panelMore = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: `calc(${vars.size.dialogWidth} - ${vars.space.xl})`,
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.sm} 1fr auto`,
  alignItems: 'start',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `${vars.size.border} solid ${vars.color.inputField}`,
});

export const unreadDot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  marginTop: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.primaryText,
});

export const itemName = style({ fontWeight: vars.font.weight.medium, color: vars.color.darkGrey, overflowWrap: 'anywhere' });
export const itemButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRingStyle,
  },
});
export const itemRead = style({ fontWeight: vars.font.weight.regular });
export const itemDescription = style({ fontSize: vars.font.size.small, color: vars.color.mediumGrey, overflowWrap: 'anywhere' });
/** The action under a description: underlined, so it reads as a link without colour. */
export const itemAction = style({
  display: 'inline-block',
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});
export const itemTime = style({ fontSize: vars.font.size.small, color: vars.color.mediumGrey, whiteSpace: 'nowrap' });
export const empty = style({ color: vars.color.mediumGrey, paddingBlock: vars.space.lg, textAlign: 'center' });
