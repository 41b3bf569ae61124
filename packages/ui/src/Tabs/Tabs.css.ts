import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.size.border} solid ${vars.color.lightMediumGrey}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.mediumGrey,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.darkGrey, background: vars.color.background },
    '&[data-selected]': { color: vars.color.primaryText },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: vars.size.focusRing,
      background: vars.color.primaryText,
    },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    '&[data-disabled]': { color: vars.color.placeholder, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing, borderRadius: vars.radius.sm },
  },
});
