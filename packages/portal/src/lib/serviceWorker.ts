import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts) and asks for a new release as the app opens
 * (sw.js is sent `no-cache`): a new release's worker takes over at once and the page reloads, before anything is
 * typed. An open page is not reloaded under a physio's hands: a release is picked up at the next load.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    onRegisteredSW: (_url, registration) => {
      if (registration && navigator.onLine) void registration.update().catch(() => undefined);
    },
  });
}
