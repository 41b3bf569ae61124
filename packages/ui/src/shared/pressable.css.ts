import { vars } from '@rehab/tokens';
import type { StyleRule } from '@vanilla-extract/css';
import { focusRingStyle } from './focus.css';

/** What every button has, whatever its look: centred content, a pointer and a quick change of background. */
export const pressable = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
} satisfies StyleRule;

/** Its states: the keyboard focus ring, and a pointer that says no while disabled. */
export const pressableStates = {
  '&[data-focus-visible]': focusRingStyle,
  '&[data-disabled]': { cursor: 'not-allowed' },
} satisfies StyleRule['selectors'];

/** The filled look of the main action, darker when pressed, pale when disabled. */
export const containedLook = {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.primaryPressed },
    '&[data-disabled]': { background: vars.color.primaryDisabled, color: vars.color.mediumGrey },
  },
} satisfies StyleRule;
