import '@rehab/tokens/fonts';
import '@rehab/tokens';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isDrawnFor, loadMatchedRoutes } from '@rehab/web/prerenderedPage';
import { firstScreenTexts } from '@rehab/web/firstScreenTexts';
import { App, base, createAppRouter } from './app/App';
import { initI18n } from './app/i18n';
import { appRoutes } from './app/routes';
import { drawnCalls } from './lib/drawnCalls';
import { storedLanguage } from './lib/language';
import { setCallLanguage } from '@rehab/web/request';
import { setReaderDateLanguage } from '@rehab/contract/dates';
import { showLargeText, storedLargeText } from './lib/largeText';
import { registerServiceWorker } from './lib/offline/serviceWorker';
import { hasSession } from './lib/session';

// The patient's text size before anything is drawn by React, so no screen jumps once it is.
showLargeText(storedLargeText());

// The calls the first screen sends before the texts are loaded ask for the content in the reader's language already.
setCallLanguage(storedLanguage());
setReaderDateLanguage(storedLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Sign-in comes drawn at build time (src/prerender.tsx), and today drawn by the server with the patient's week
// (src/drawToday.tsx), so either shows before this script has run; React takes it over once the screen's module is
// on its route, with the answers the page came with. Otherwise the router is made at once, so a signed-in screen's
// calls start while its code downloads, and React draws the page (replacing a drawn page in another language).
const hydrating = isDrawnFor(root, { language: storedLanguage(), signedIn: hasSession() });
const router = hydrating ? loadMatchedRoutes(appRoutes, base).then(createAppRouter) : createAppRouter();
const calls = hydrating ? drawnCalls() : undefined;

const firstScreen = firstScreenTexts(appRoutes, {
  pathname: window.location.pathname,
  signedIn: hasSession(),
  signInPath: `${base}sign-in`,
  basename: base,
});

void Promise.all([router, initI18n(undefined, firstScreen)]).then(([router]) => {
  const app = (
    <StrictMode>
      <App router={router} calls={calls} />
    </StrictMode>
  );
  // As a transition the first render is done in slices that let the browser breathe between them, instead of
  // one long task that keeps the page from answering on a slow phone.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});

// The built app only: in development every file is served fresh by Vite.
if (import.meta.env.PROD) registerServiceWorker();
