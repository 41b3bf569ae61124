import { breakpoint, vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';
import { quietLink } from '../quietLink.css';

/** Back to today: a large target at the top, where a thumb finds it. */
export const back = style([quietLink, { alignSelf: 'flex-start', paddingInlineEnd: vars.space.md }]);

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
