import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { containedLook, pressable, pressableStates } from '../shared/pressable.css';

export const button = recipe({
  base: {
    ...pressable,
    gap: vars.space.sm,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.h5,
    fontWeight: vars.font.weight.medium,
    textTransform: 'none',
    selectors: { ...pressableStates, '&[data-pending]': { cursor: 'progress' } },
  },
  variants: {
    /** destructive for actions that end or delete something ("Avsluta behandling", "Ta bort"). */
    tone: { default: {}, destructive: {} },
    variant: {
      contained: { width: vars.size.buttonWidth, height: vars.size.buttonHeight, paddingInline: vars.space.lg, ...containedLook },
      outlined: {
        width: vars.size.buttonWidth,
        height: vars.size.buttonHeight,
        paddingInline: vars.space.lg,
        background: vars.color.white,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.additional },
          '&[data-disabled]': { borderColor: vars.color.primaryDisabled, color: vars.color.placeholder },
        },
      },
      text: {
        paddingInline: vars.space.sm,
        paddingBlock: vars.space.xs,
        background: 'transparent',
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.additional },
          '&[data-disabled]': { color: vars.color.placeholder },
        },
      },
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'contained', tone: 'destructive' },
      style: {
        background: vars.color.error,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.errorText, color: vars.color.white },
          '&[data-disabled]': { background: vars.color.inputField, color: vars.color.mediumGrey },
        },
      },
    },
    {
      variants: { variant: 'outlined', tone: 'destructive' },
      style: {
        borderColor: vars.color.errorText,
        color: vars.color.errorText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.inputField } },
      },
    },
    {
      variants: { variant: 'text', tone: 'destructive' },
      style: {
        color: vars.color.errorText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.inputField } },
      },
    },
  ],
  defaultVariants: { variant: 'contained', tone: 'default' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Long labels wrap to two lines inside the fixed-size button, then end in an ellipsis. */
export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
