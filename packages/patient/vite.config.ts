import { compileHint, firstScreenChunks, precompress, preloadFont, prerenderSignIn, serverFolder, warmUpIntl, workerScript } from '@rehab/build-tools';
import { palette } from '@rehab/tokens/values';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
// Its own entry, which Node loads as it is: the config is read before anything is bundled.
import { serverAddressPattern } from '@rehab/contract/server-addresses';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import * as browserKeys from './src/lib/browserKeys.ts';
import { weekCacheName } from './src/lib/offline/cachedWeeks.ts';
import { exerciseCaching } from './src/lib/offline/exerciseCache.ts';

/** The browser's bar in the app's colour, as the installed app's manifest has it. */
const themeColor: Plugin = {
  name: 'rehab:theme-color',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: palette.primary }, injectTo: 'head' }],
};

/**
 * Installable and usable offline: a manifest, and a service worker that precaches the app shell (its scripts,
 * styles, fonts, icons and the texts of both languages), answers every /app/ navigation with index.html, and
 * keeps the patient's own weeks (GET /patient-app/week) network first, so the last-loaded program shows offline,
 * and today's exercises with their pictures (src/lib/offline/exerciseCache.ts). Nothing else a call answers is
 * cached: not the sign-in calls, the chat, the profile, nor anything of the portal's.
 */
const offlineApp = VitePWA({
  // A release changes the app and the server together, and the old build's files are gone from the server once
  // it is out: a page left on the old build would fail to load its next screen. So the new service worker takes
  // over at once and the page reloads; the check runs as the app opens, before the patient has typed anything.
  registerType: 'autoUpdate',
  // Registered from main.tsx (virtual:pwa-register): the server's Content-Security-Policy allows no inline script.
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  // The icons are in public/ and precached with the rest of the shell already.
  includeManifestIcons: false,
  manifest: {
    id: '/app/',
    name: 'Rehab – din träning',
    short_name: 'Rehab',
    description: 'Ditt träningsprogram från din fysioterapeut, dag för dag.',
    lang: 'sv',
    start_url: '/app/',
    scope: '/app/',
    display: 'standalone',
    theme_color: palette.primary,
    background_color: palette.background,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The page the server draws today into, and the code it draws with, are the server's.
    globIgnores: [`${serverFolder}/**`, 'today.html'],
    // The server serves no source map.
    sourcemap: false,
    navigateFallback: 'index.html',
    // The reminders' pushes and their clicks (src/lib/offline/reminderPush.ts), built on their own by workerScript below.
    importScripts: ['reminder-push.js'],
    cleanupOutdatedCaches: true,
    // autoUpdate (above): a new service worker takes over at once, the first one too, so the page that installed
    // it is offline-ready without a reload.
    skipWaiting: true,
    clientsClaim: true,
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
    themeColor,
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
  // Source maps are built for error reporting but not linked from the files, and the server does not serve them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: firstScreenChunks } },
  },
});
