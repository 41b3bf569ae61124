import i18next from 'i18next';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { initI18n } from '../app/i18n';
import { Portal } from '../app/Portal';
import { appRoutes } from '../app/routes';
import { startSession } from '../lib/session';
import { runOnStoryClock } from './storyClock';

/**
 * A screen of the portal as a physio sees it, frame and all, at `path`: the real routes, with the story's msw
 * handlers answering every call. Each story starts with an empty cache.
 */
export function PortalScreen({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(appRoutes, { initialEntries: [path] }));
  return <Portal router={router} />;
}

/** Loads before each screen's story: the texts in Swedish and a session, as after signing in. */
export async function signedInScreen() {
  if (!i18next.isInitialized) await initI18n('sv');
  else await i18next.changeLanguage('sv');
  startSession('story-session');
  return {};
}

/** What every screen's story shares: the portal, signed in, on the stories' clock. */
export const screenMeta = {
  component: PortalScreen,
  loaders: [signedInScreen],
  beforeEach: [runOnStoryClock],
};

/** How long a story's play waits for what a screen shows once its calls are answered: seconds on a busy machine. */
export const loadTimeout = { timeout: 20_000 };
