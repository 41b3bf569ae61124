import { style } from '@vanilla-extract/css';

/** The clear button is shown only when there is something to clear. */
export const clearButton = style({
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
  },
});
