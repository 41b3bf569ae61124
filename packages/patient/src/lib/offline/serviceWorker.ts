import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts), which takes over a new release at once.
 * An installed app may stay open for days: each time it comes back to the screen it asks for a new release.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => undefined);
      });
    },
  });
}
