import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
  textTransform: 'capitalize',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.darkGrey,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.additional },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}` },
    '&[data-disabled]': { color: vars.color.lightMediumGrey, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: vars.size.iconButton,
  paddingBottom: vars.space.xs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.mediumGrey,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconButton,
  height: vars.size.iconButton,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.body,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.additional },
    '&[data-today]': { fontWeight: vars.font.weight.bold, color: vars.color.primaryText, boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.primaryText}` },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.font.weight.medium },
    '&[data-pressed]': { background: vars.color.primaryPressed },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.border },
    '&[data-unavailable]': { color: vars.color.mediumGrey, textDecoration: 'line-through', cursor: 'not-allowed' },
    '&[data-disabled]': { color: vars.color.lightMediumGrey, cursor: 'not-allowed', background: 'transparent' },
    '&[data-invalid][data-selected]': { background: vars.color.error, color: vars.color.onPrimary },
  },
});
