import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts), and on a next visit asks for a new release
 * as the app opens (sw.js is sent `no-cache`): a new release's worker takes over at once and the page reloads,
 * before anything is typed. An open page is not reloaded under a physio's hands: a release is picked up at the next
 * load.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // At once, not at the page's load as registerSW registers: a signed-out reader is sent on to sign-in, which the
  // server draws without the app, often before the load, and the release would wait for a signed-in visit.
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration && navigator.onLine ? registration.update() : undefined))
    .catch(() => undefined);
  registerSW();
}
