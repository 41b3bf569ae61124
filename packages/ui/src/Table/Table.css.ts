import { vars } from '@rehab/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  minWidth: 0,
});

/** The scroll container: react-aria's table under its Virtualizer. */
export const table = style({
  width: '100%',
  overflow: 'auto',
  outline: 'none',
  fontSize: vars.font.size.body,
  color: vars.color.darkGrey,
  // Keeps the focused row clear of the sticky header when scrolled into view.
  scrollPaddingTop: vars.size.fieldHeight,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

// The Virtualizer positions a wrapper per header, row and cell; ours fill it.
export const header = style({
  width: '100%',
  height: '100%',
  background: vars.color.background,
  borderBottom: `${vars.size.border} solid ${vars.color.lightMediumGrey}`,
});

export const column = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  alignItems: 'center',
  paddingInline: vars.space.md,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.mediumGrey,
  textAlign: 'start',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.darkGrey },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const columnLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const sortIndicator = style({
  display: 'inline-flex',
  marginLeft: vars.space.xs,
  color: vars.color.primaryText,
  flexShrink: 0,
});

export const row = style({
  width: '100%',
  height: '100%',
  borderBottom: `${vars.size.border} solid ${vars.color.inputField}`,
  background: vars.color.white,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-selected]': { background: vars.color.additional },
    '&[data-href], &[data-has-action]': { cursor: 'pointer' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const cell = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  alignItems: 'center',
  paddingInline: vars.space.md,
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

globalStyle(`${cell} > *`, { minWidth: 0 });



// Left-aligned: a wide table scrolls sideways, and a centred message would sit off screen.
export const stateCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
  color: vars.color.mediumGrey,
});

export const errorText = style({ color: vars.color.errorText, fontWeight: vars.font.weight.medium });


export const loadMore = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
});
