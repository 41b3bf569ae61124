import '@rehab/tokens/fonts';
import '@rehab/tokens';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { startErrorReporting } from './app/errorReporting';
import { initI18n } from './app/i18n';
import { Portal } from './app/Portal';
import { appRoutes } from './app/routes';
import { storedLanguage } from './lib/language';
import { setCallLanguage } from '@rehab/web/request';
import { setReaderDateLanguage } from '@rehab/contract/dates';
import { isDrawnFor, loadMatchedRoutes } from '@rehab/web/prerenderedPage';
import { firstScreenTexts } from '@rehab/web/firstScreenTexts';
import { hasSession } from './lib/session';
import { registerServiceWorker } from './lib/serviceWorker';

// The calls the first screen sends before the texts are loaded ask for the content in the reader's language already.
setCallLanguage(storedLanguage());
setReaderDateLanguage(storedLanguage());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Error reporting and its session replay load once the page has loaded, so the first screen never waits for them.
window.addEventListener('load', () => startErrorReporting(), { once: true });

// A first visit to sign-in fetches its screen and texts beside the app's own code, not one after the other
// (the router would ask for the screen only once the app runs, and the screen for its texts once drawn).
const signingIn = window.location.pathname.startsWith('/sign-in');
if (signingIn) void import('./features/auth/routes/SignInRoute');

// Sign-in comes drawn at build time (src/prerender.tsx), so it shows before this script has run; React takes it
// over once the screen's module is on its route. Otherwise the router is made at once, so a signed-in screen's
// calls start while its code downloads, and React draws the page (replacing a drawn sign-in in another language).
const hydrating = isDrawnFor(root, { language: storedLanguage(), signedIn: hasSession() });
const router = hydrating ? loadMatchedRoutes(appRoutes).then((hydrationData) => createBrowserRouter(appRoutes, { hydrationData })) : createBrowserRouter(appRoutes);

const firstScreen = firstScreenTexts(appRoutes, { pathname: window.location.pathname, signedIn: hasSession(), signInPath: '/sign-in' });

void Promise.all([router, initI18n(undefined, firstScreen)]).then(([router]) => {
  const app = (
    <StrictMode>
      <Portal router={router} />
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
