import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** One part of the profile (details, photo, language, account) on its own card. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { padding: vars.space.xl } },
});

export const sectionHeading = style({
  fontSize: vars.font.size.h4,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The product's large buttons stacked on a phone, side by side where there is room. */
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { display: 'flex', flexWrap: 'wrap' } },
});

export const photoRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
