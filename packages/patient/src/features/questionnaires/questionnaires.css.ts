import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { padding: vars.space.xl } },
});

/** A whole card is the form's link: a large target that leads to the form. */
export const formLink = style([
  card,
  {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { boxShadow: vars.shadow.md },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
        outlineOffset: vars.size.focusRing,
      },
    },
  },
]);

export const linkRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.darkGrey,
});

export const meta = style({ color: vars.color.mediumGrey, fontSize: vars.font.size.small });

/** The product's large buttons stacked on a phone, side by side where there is room. */
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { display: 'flex', flexWrap: 'wrap' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
