import { vars } from '@rehab/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { containedLook, pressable, pressableStates } from '../shared/pressable.css';

export const iconButton = recipe({
  base: {
    ...pressable,
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    position: 'relative',
    selectors: pressableStates,
  },
  variants: {
    variant: {
      plain: {
        background: 'transparent',
        color: vars.color.darkGrey,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.additional },
          '&[data-disabled]': { background: 'transparent', color: vars.color.lightMediumGrey },
        },
      },
      contained: containedLook,
    },
    size: {
      sm: { width: vars.space.xxl, height: vars.space.xxl },
      md: { width: vars.size.iconButton, height: vars.size.iconButton },
      lg: { width: vars.size.fieldHeight, height: vars.size.fieldHeight },
    },
  },
  defaultVariants: { variant: 'plain', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
