import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation=horizontal] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.darkGrey,
  fontSize: vars.font.size.body,
  lineHeight: vars.size.icon,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { color: vars.color.mediumGrey, cursor: 'not-allowed' },
  },
});

export const circle = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRing} solid ${vars.color.mediumGrey}`,
  background: vars.color.white,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primaryText },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primaryText, borderWidth: `calc(${vars.size.icon} * 0.3)` },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.errorText },
    [`${radio}[data-focus-visible] &`]: { outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`, outlineOffset: vars.size.focusRing },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.lightMediumGrey, background: vars.color.inputField },
  },
});
