import { vars } from '@rehab/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.primaryText,
    fontFamily: vars.font.family.body,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    overflowWrap: 'anywhere',
    textUnderlineOffset: vars.space.xxs,
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
        outlineOffset: vars.size.focusRing,
      },
      '&[data-disabled]': { color: vars.color.mediumGrey, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined so it is not told apart by colour alone. */
      inline: {
        display: 'inline',
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { textDecorationThickness: vars.size.focusRing } },
      },
      /** On its own line, e.g. "Visa alla" under a card. */
      standalone: {
        fontWeight: vars.font.weight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered], &[data-pressed]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
