import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The list inside a Select or ComboBox popover. */
export const listBox = style({
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.darkGrey,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.additional },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    '&[data-disabled]': { color: vars.color.placeholder, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const itemCheck = style({ display: 'inline-flex', color: vars.color.primaryText, flexShrink: 0 });

export const emptyState = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  color: vars.color.mediumGrey,
});
