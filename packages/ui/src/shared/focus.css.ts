import { vars } from '@rehab/tokens';
import { style } from '@vanilla-extract/css';

/** The one keyboard focus ring, shown only for keyboard focus ([data-focus-visible]). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

/** The focus ring drawn on an inner element when the outer field is keyboard-focused. */
export const focusRingStyle = {
  outline: `${vars.size.focusRing} solid ${vars.color.primaryText}`,
  outlineOffset: vars.size.focusRing,
} as const;
