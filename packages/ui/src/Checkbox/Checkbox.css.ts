import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.darkGrey,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.size.icon,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { color: vars.color.mediumGrey, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.sm,
  border: `${vars.size.focusRing} solid ${vars.color.mediumGrey}`,
  background: vars.color.white,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.primaryText },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-pressed][data-selected] &`]: { background: vars.color.primaryPressed, borderColor: vars.color.primaryPressed },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.errorText },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
      outlineOffset: vars.size.focusRing,
    },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.lightMediumGrey, background: vars.color.inputField },
    [`${checkbox}[data-disabled][data-selected] &`]: { background: vars.color.primaryDisabled, borderColor: vars.color.primaryDisabled },
  },
});
