import '@rehab/tokens/fonts';
import '@rehab/tokens';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReporting } from './app/errorReporting';
import { initI18n } from './app/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Error reporting and its session replay load once the page has loaded, so the first screen never waits for them.
window.addEventListener('load', () => startErrorReporting(), { once: true });

// A first visit to sign-in fetches its screen and texts beside the app's own code, not one after the other
// (the router would ask for the screen only once the app runs, and the screen for its texts once drawn).
const signingIn = window.location.pathname.startsWith('/sign-in');
if (signingIn) void import('./features/auth/routes/SignInRoute');

void initI18n(undefined, signingIn ? ['auth'] : []).then(() => {
  // As a transition the first render is done in slices that let the browser breathe between them, instead of
  // one long task that keeps the page from answering on a slow phone.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
