import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** Overlays (dialogs, popovers, menus, toasts) render in portals outside the story frame. */
function hasOpenOverlay(): boolean {
  return [...document.body.children].some(
    (element) =>
      element instanceof HTMLElement &&
      !element.classList.contains('sb-wrapper') &&
      !element.querySelector('[data-story-frame]') &&
      element.getBoundingClientRect().height > 0,
  );
}

// Every story that passed its play function and axe is also a visual test: a changed pixel fails.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // With an overlay open, capture the whole viewport so the overlay and its backdrop are in the picture.
  document.body.style.minHeight = hasOpenOverlay() ? '100vh' : '';
  try {
    await expect(page.elementLocator(document.body)).toMatchScreenshot();
  } finally {
    document.body.style.minHeight = '';
  }
});
