import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** Back to today: a large target at the top, where a thumb finds it. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInlineEnd: vars.space.md,
  color: vars.color.primaryText,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing, borderRadius: vars.radius.sm },
  },
});

export const done = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.primaryText,
  fontSize: vars.font.size.h5,
  fontWeight: vars.font.weight.medium,
});

export const feedback = style({
  padding: vars.space.lg,
  background: vars.color.white,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [`screen and (min-width: ${breakpoint.tablet}px)`]: { padding: vars.space.xl } },
});
