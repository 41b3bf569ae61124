import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

// Inline flow, so a long wrapped label keeps its separator right after its last word.
export const list = style({
  display: 'block',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.body,
});

export const item = style({ display: 'inline', lineHeight: vars.font.lineHeight.normal });

export const separator = style({ color: vars.color.mediumGrey, marginInline: vars.space.sm });

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
    '&[data-current]': { color: vars.color.darkGrey, fontWeight: vars.font.weight.medium, cursor: 'default', textDecoration: 'none' },
  },
});
