import { vars } from '@rehab/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    outline: 'none',
    position: 'relative',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
        outlineOffset: vars.size.focusRing,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
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
      contained: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.primaryPressed },
          '&[data-disabled]': { background: vars.color.primaryDisabled, color: vars.color.mediumGrey },
        },
      },
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
