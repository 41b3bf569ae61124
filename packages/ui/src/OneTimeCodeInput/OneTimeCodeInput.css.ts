import { vars } from '@rehab/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const cells = style({ display: 'flex', gap: vars.space.sm });

/** Where the label, the cells and the texts under them sit in the field's width. */
export const align = styleVariants({
  start: {},
  center: { alignItems: 'center', textAlign: 'center' },
});

export const cell = style({
  width: vars.size.fieldHeight,
  height: `calc(${vars.size.fieldHeight} + ${vars.space.sm})`,
  padding: 0,
  textAlign: 'center',
  background: vars.color.inputField,
  border: `${vars.size.border} solid ${vars.color.lightMediumGrey}`,
  borderRadius: vars.radius.md,
  color: vars.color.darkGrey,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.h3,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  caretColor: vars.color.primaryText,
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.mediumGrey },
    '&:focus': { borderColor: vars.color.primaryText, boxShadow: `0 0 0 ${vars.size.border} ${vars.color.primaryText}` },
    '&[aria-invalid=true]': { borderColor: vars.color.errorText },
    '&:disabled': { background: vars.color.background, color: vars.color.mediumGrey, cursor: 'not-allowed' },
  },
});
