import {
  appBuild,
  compileHint,
  installableApp,
  precompress,
  preloadFont,
  prerenderSignIn,
  serverFolder,
  themeColor,
  warmUpIntl,
  workerScript,
} from '@rehab/build-tools';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
// Its own entry, which Node loads as it is: the config is read before anything is bundled.
import { serverAddressPattern } from '@rehab/contract/server-addresses';
import { palette } from '@rehab/tokens/values';
import { defineConfig } from 'vite';
import * as browserKeys from './src/lib/browserKeys.ts';
import { weekCacheName } from './src/lib/offline/cachedWeeks.ts';
import { exerciseCaching } from './src/lib/offline/exerciseCache.ts';

/**
 * Installable and usable offline: a manifest, and a service worker that precaches the app shell (its scripts,
 * styles, fonts, icons and the texts of both languages), answers every /app/ navigation with index.html, and
 * keeps the patient's own weeks (GET /patient-app/week) network first, so the last-loaded program shows offline,
 * and today's exercises with their pictures (src/lib/offline/exerciseCache.ts). Nothing else a call answers is
 * cached: not the sign-in calls, the chat, the profile, nor anything of the portal's.
 */
const offlineApp = installableApp({
  manifest: {
    id: '/app/',
    name: 'Rehab – din träning',
    short_name: 'Rehab',
    description: 'Ditt träningsprogram från din fysioterapeut, dag för dag.',
    start_url: '/app/',
    scope: '/app/',
  },
  palette,
  iconFolder: 'icons/',
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The page the server draws today into, and the code it draws with, are the server's.
    globIgnores: [`${serverFolder}/**`, 'today.html'],
    // The reminders' pushes and their clicks (src/lib/offline/reminderPush.ts), built on their own by workerScript below.
    importScripts: ['reminder-push.js'],
    runtimeCaching: [
      {
        // Only the signed-in patient's own week; the cache is emptied when their session ends (src/lib/session.ts).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/patient-app/week',
        handler: 'NetworkFirst',
        options: {
          cacheName: weekCacheName,
          // A network that answers nothing (a train in a tunnel) falls back to the last answer, as offline does.
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 30 },
          cacheableResponse: { statuses: [200] },
        },
      },
      // Today's exercises and their pictures, and videos once played (src/lib/offline/exerciseCache.ts).
      ...exerciseCaching,
    ],
  },
});

/** The patient app: served by the server at /app/, beside the portal. */
export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    themeColor(palette.primary),
    offlineApp,
    workerScript('src/lib/offline/reminderPushWorker.ts', 'reminder-push.js'),
    preloadFont(/poppins-latin-400-normal-[\w-]+\.woff2$/),
    // Sign-in drawn at build time, served for /app/sign-in (packages/server/src/app.ts) and hydrated by main.tsx; and
    // today, drawn by the server for a signed-in patient with their week.
    prerenderSignIn(browserKeys, {
      entry: 'src/drawToday.tsx',
      routes: ['src/app/AppLayout.tsx', 'src/features/today/routes/TodayRoute.tsx'],
      page: 'today.html',
      module: 'today.mjs',
    }),
    // After prerenderSignIn, so the page drawn at build time is copied from index.html without it.
    warmUpIntl(),
    compileHint(),
    precompress(),
  ],
  // `npm run dev` beside `npm start`: every call the app makes goes to the server on 8080, the socket too.
  server: {
    port: 5174,
    // The app's pages are under /app/; nothing it navigates to shares a call's path.
    proxy: { [serverAddressPattern]: { target: 'http://localhost:8080', ws: true } },
  },
  build: appBuild,
});
