import type { Page } from 'playwright-core';

/**
 * Answers the home's call for who needs attention with nobody. Who is on that list follows what the other files' patients
 * do (feedback, pain, days without exercise), so a picture of the home taken with it would differ from run to run;
 * attention.e2e.ts tests the list itself.
 */
export const nobodyNeedsAttention = (page: Page) =>
  page.route(/\/specialists\/attention(\?|$)/, (route) => route.fulfill({ json: { items: [], total: 0 } }));
