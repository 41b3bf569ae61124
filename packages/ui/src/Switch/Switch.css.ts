import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.darkGrey,
  fontSize: vars.font.size.body,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { color: vars.color.mediumGrey, cursor: 'not-allowed' },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.iconButton,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  background: vars.color.mediumGrey,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primaryText },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
    [`${switchRoot}[data-disabled] &`]: { background: vars.color.lightMediumGrey },
    [`${switchRoot}[data-disabled][data-selected] &`]: { background: vars.color.primaryDisabled },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxs,
  left: vars.space.xxs,
  width: `calc(${vars.size.icon} - 2 * ${vars.space.xxs})`,
  height: `calc(${vars.size.icon} - 2 * ${vars.space.xxs})`,
  borderRadius: vars.radius.full,
  background: vars.color.white,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: `translateX(calc(${vars.size.iconButton} - ${vars.size.icon}))` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
