import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.darkGrey,
});

export const label = style({
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.medium,
  color: vars.color.darkGrey,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({ color: vars.color.errorText, marginInlineStart: vars.space.xxs });

export const description = style({
  fontSize: vars.font.size.small,
  color: vars.color.mediumGrey,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.errorText,
  overflowWrap: 'anywhere',
});

/**
 * The box around an input: the input-field grey of docs/rules/look.md, a border that darkens on hover,
 * a focus ring for keyboard and pointer focus alike, and the error hue when invalid.
 * Put it on the element that carries RAC's data attributes (Input, Group, Button, DateInput).
 */
export const inputFrame = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.fieldHeight,
  margin: 0,
  paddingInline: vars.space.md,
  background: vars.color.inputField,
  border: `${vars.size.border} solid ${vars.color.lightMediumGrey}`,
  borderRadius: vars.radius.md,
  color: vars.color.darkGrey,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  outline: 'none',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&::placeholder': { color: vars.color.placeholder, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.mediumGrey },
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
      borderColor: vars.color.primaryText,
      boxShadow: `0 0 0 ${vars.size.border} ${vars.color.primaryText}`,
    },
    // Buttons and groups inside a field (Select, ComboBox, DatePicker) read the field's state.
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.errorText },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      boxShadow: `0 0 0 ${vars.size.border} ${vars.color.errorText}`,
    },
    '&[data-disabled], [data-disabled] > &': {
      background: vars.color.background,
      borderColor: vars.color.lightMediumGrey,
      color: vars.color.mediumGrey,
      cursor: 'not-allowed',
    },
  },
});

/** An input inside a frame (a Group): it takes the room left beside icons and buttons. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.size.fieldHeight} - 2 * ${vars.size.border})`,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.placeholder, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Icons inside a field frame are secondary to the text. */
export const adornment = style({ display: 'inline-flex', color: vars.color.mediumGrey, flexShrink: 0 });
