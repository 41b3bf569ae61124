import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Every story that passed its play function and axe is also a visual test: a changed pixel fails.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
