import { setInteractionModality, type Modality } from 'react-aria';
import { configure } from 'storybook/test';
import { toastQueue } from '@rehab/ui';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// The story files share one page (vitest.config.ts, isolate: false), and react-aria keeps the last input's modality
// (keyboard or pointer) in the page: a file starts as on a new page, with none, so its focus rings do not depend on
// which file ran before it.
setInteractionModality(null as unknown as Modality);

// A story's findBy and waitFor wait on a state of the page: a busy machine can take far longer than their default second.
configure({ asyncUtilTimeout: 10_000 });

// A success toast leaves after 5 s, a race with a busy machine's screenshot: in the stories every toast stays until
// the next story starts, so a picture shows the toasts its story raised whatever the machine's speed.
const addToast = toastQueue.add.bind(toastQueue);
toastQueue.add = (content, options) => addToast(content, { ...options, timeout: undefined });

// The toasts are one queue in the page: a toast a story raised (a saved setting) is not shown over the next story.
beforeEach(() => {
  toastQueue.clear();
  // react-aria's live announcer is one node in the page, and an announcement stays there for seconds after its
  // story ended. One made by naming an element (a <div role="img" aria-labelledby>) then names an element gone
  // with that story, and would fail the next story's axe check (role-img-alt) for something it never announced.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
});

const screenshotTestId = 'story-screenshot';

/**
 * Overlays (dialogs, popovers, menus, toasts) render in portals outside the story frame. What takes no room on the
 * screen is left out: react-aria's one-pixel live region and recharts' measuring span far above the page stay in the
 * body once a story has made them, and would otherwise count as an overlay in every later story.
 */
function hasOpenOverlay(): boolean {
  return [...document.body.children].some((element) => {
    if (!(element instanceof HTMLElement) || element.classList.contains('sb-wrapper') || element.querySelector('[data-story-frame]')) return false;
    const { width, height, top, bottom } = element.getBoundingClientRect();
    return width > 1 && height > 1 && bottom > 0 && top < window.innerHeight;
  });
}

// Every story that passed its play function and axe is also a visual test: a changed pixel fails.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // With an overlay open, capture the whole viewport so the overlay and its backdrop are in the picture.
  document.body.style.minHeight = hasOpenOverlay() ? '100vh' : '';
  // A screen is pictured as the window shows it: what lies below the window's edge would only come out blank.
  const isScreen = document.querySelector('[data-story-frame][data-screen]') !== null;
  document.body.style.height = isScreen ? '100vh' : '';
  document.body.style.overflow = isScreen ? 'hidden' : '';
  // Found by a test id, not by the selector Vitest derives from an element (its text, for the body): the
  // text changes while a story settles (announcements, args tables), and the screenshot then waits for a
  // body that no longer matches.
  document.body.dataset.testid = screenshotTestId;
  try {
    await expect(page.getByTestId(screenshotTestId)).toMatchScreenshot();
  } finally {
    document.body.style.minHeight = '';
    document.body.style.height = '';
    document.body.style.overflow = '';
  }
});
