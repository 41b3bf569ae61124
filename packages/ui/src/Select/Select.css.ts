import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // Real text, not an input placeholder, so it must pass AA: medium grey, not the placeholder grey.
    '&[data-placeholder]': { color: vars.color.mediumGrey },
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.mediumGrey,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '[data-open] > * > &, [aria-expanded=true] > &': { transform: 'rotate(180deg)' },
  },
});
