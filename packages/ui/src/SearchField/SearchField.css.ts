import { style } from '@vanilla-extract/css';

/** The input of a search field: our clear button replaces the browser's own. */
export const searchInput = style({
  selectors: {
    '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

/** The clear button is shown only when there is something to clear. */
export const clearButton = style({
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
  },
});
