import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const dateInput = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.darkGrey,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type=literal]': { paddingInline: 0 },
    // Placeholder segments are real text, so they use medium grey (AA), not the placeholder grey.
    '&[data-placeholder]': { color: vars.color.mediumGrey },
    '&[data-focused]': { background: vars.color.primaryText, color: vars.color.white },
    '&[data-disabled]': { color: vars.color.mediumGrey },
    '&[data-invalid]:not([data-focused])': { color: vars.color.errorText },
  },
});

export const pickerDialog = style({ outline: 'none' });
