/** The service worker's cache of the patient's weeks (vite.config.ts names it from here). */
export const weekCacheName = 'patient-week';

/** The patient's weeks the service worker kept, gone when their session ends: the next person on this phone never sees them. */
export async function forgetCachedWeeks() {
  if (typeof caches === 'undefined') return;
  await caches.delete(weekCacheName).catch(() => undefined);
}

