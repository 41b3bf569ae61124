import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
});

export const linkTile = style({
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-pressed]': { background: vars.color.additional },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
  },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatarSmall,
  height: vars.size.avatarSmall,
  borderRadius: vars.radius.full,
  background: vars.color.additional,
  color: vars.color.primaryText,
});

export const label = style({
  fontSize: vars.font.size.body,
  color: vars.color.mediumGrey,
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.font.size.h1,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** A word in the place of a figure ("no data yet") reads as a remark, not as a number. */
export const wordValue = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.medium,
  color: vars.color.mediumGrey,
});

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const changeTone = styleVariants({
  good: { color: vars.color.primaryText },
  bad: { color: vars.color.errorText },
  neutral: { color: vars.color.mediumGrey },
});

export const changeLabel = style({ fontWeight: vars.font.weight.regular, color: vars.color.mediumGrey });
