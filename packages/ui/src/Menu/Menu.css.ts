import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const menu = style({
  minWidth: `calc(${vars.size.buttonWidth} - ${vars.space.xxxl})`,
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.color.additional },
    '&[data-pressed]': { background: vars.color.additional },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    '&[data-disabled]': { color: vars.color.placeholder, cursor: 'not-allowed' },
  },
});

export const itemTone = styleVariants({
  default: { color: vars.color.darkGrey },
  destructive: { color: vars.color.errorText },
});

export const label = style({ flex: 1 });

export const check = style({ display: 'inline-flex', color: vars.color.primaryText, marginInlineStart: 'auto' });

export const separator = style({
  height: vars.size.border,
  marginBlock: vars.space.xs,
  background: vars.color.lightMediumGrey,
});

export const sectionHeader = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.mediumGrey,
});
