/*
 * Today's exercises offline (docs/patient-app.md#offline): the service worker keeps the player's answer for each
 * task it was asked for (network first, as the weeks) and each exercise picture, poster and video it fetched
 * (cache first: a medium's address names one file, which never changes). Today fetches its exercises' player
 * answers and pictures while online (useTodayOffline), so they are there before the network goes; a video is
 * kept once it has been played. vite.config.ts takes the rules from here; signing out empties both caches.
 */

/** The player's answers, GET /patient-app/tasks/{taskId}. */
export const exercisePlayerCacheName = 'patient-exercise-player';
/** The exercises' pictures, posters and videos, GET /library-media/{mediaId}/{variant}. */
export const exerciseMediaCacheName = 'patient-exercise-media';

/**
 * The service worker's rules for both. Workbox writes each `urlPattern` into the worker as its source text, so
 * the patterns name nothing from outside themselves.
 */
export const exerciseCaching = [
  {
    urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && /^\/patient-app\/tasks\/[0-9a-f-]{36}$/.test(url.pathname),
    handler: 'NetworkFirst' as const,
    options: {
      cacheName: exercisePlayerCacheName,
      networkTimeoutSeconds: 10,
      expiration: { maxEntries: 60 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && /^\/library-media\/[0-9a-f-]{36}\/(card|page|poster|video)$/.test(url.pathname),
    handler: 'CacheFirst' as const,
    options: {
      cacheName: exerciseMediaCacheName,
      // A few days of exercises with a picture each, and the videos played; the oldest go first.
      expiration: { maxEntries: 80 },
      cacheableResponse: { statuses: [200] },
    },
  },
];

/** What was kept of the patient's exercises, gone when their session ends: the next person on this phone never sees it. */
export async function forgetCachedExercises() {
  if (typeof caches === 'undefined') return;
  await Promise.all([exercisePlayerCacheName, exerciseMediaCacheName].map((name) => caches.delete(name).catch(() => undefined)));
}
