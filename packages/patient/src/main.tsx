import '@rehab/tokens/fonts';
import '@rehab/tokens';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstScreenTexts } from './app/firstScreenTexts';
import { initI18n } from './app/i18n';
import { registerServiceWorker } from './lib/offline/serviceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void initI18n(undefined, firstScreenTexts(window.location.pathname)).then(() => {
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

// The built app only: in development every file is served fresh by Vite.
if (import.meta.env.PROD) registerServiceWorker();
