import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.icon,
    maxWidth: '100%',
    height: vars.size.icon,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.size.icon,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      secondary: { background: vars.color.secondary, color: vars.color.onPrimary },
      neutral: { background: vars.color.additional, color: vars.color.darkGrey },
      error: { background: vars.color.error, color: vars.color.onPrimary },
    },
    /** A count is a small round pill; a label may be wider. */
    shape: {
      count: { paddingInline: vars.space.xs, fontVariantNumeric: 'tabular-nums' },
      label: {},
    },
  },
  defaultVariants: { tone: 'primary', shape: 'label' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/** Long labels end in an ellipsis instead of breaking out of their column. */
export const text = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
