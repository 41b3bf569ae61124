import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
// Its own entry, which Node loads as it is: the config is read before anything is bundled.
import { serverAddressPattern } from '@rehab/contract/server-addresses';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { palette } from '@rehab/tokens/values';
import { compileHint, firstScreenChunks, precompress, preloadFont, prerenderSignIn, warmUpIntl } from '@rehab/build-tools';
import * as browserKeys from './src/lib/browserKeys.ts';

/** The browser's bar in the portal's colour, as the installed app's manifest has it. */
const themeColor: Plugin = {
  name: 'rehab:theme-color',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: palette.primary }, injectTo: 'head' }],
};

/**
 * Installable, and a next visit starts from the cache: a manifest, and a service worker that precaches the app's
 * scripts, styles, fonts and icons and answers the portal's navigations with index.html. No call's answer is
 * cached (they are health data). Navigations under /app/ are the patient app's, and sign-in's are the server's,
 * which draws the page with or without the BankID button as it offers it.
 */
const installableApp = VitePWA({
  // A release changes the app and the server together and the old build's files leave the server: the new
  // service worker takes over at once and the page reloads, as the app opens, before anything is typed
  // (the patient app's reasoning, vite.config.ts there).
  registerType: 'autoUpdate',
  // Registered from main.tsx (virtual:pwa-register): the server's Content-Security-Policy allows no inline script.
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Rehabportalen',
    short_name: 'Rehabportalen',
    description: 'Fysioterapeuternas portal för patienter, program och meddelanden.',
    lang: 'sv',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: palette.primary,
    background_color: palette.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,png,woff2}', 'index.html'],
    sourcemap: false,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/app(\/|$)/, /^\/sign-in(\/|$)/],
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
  },
});

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    themeColor,
    installableApp,
    preloadFont(/poppins-latin-400-normal-[\w-]+\.woff2$/),
    // Sign-in drawn at build time, served for /sign-in (packages/server/src/app.ts) and hydrated by main.tsx.
    prerenderSignIn(browserKeys),
    // After prerenderSignIn, so the page drawn at build time is copied from index.html without it.
    warmUpIntl(),
    compileHint(),
    precompress(),
  ],
  // `npm run dev`: calls, files and the socket go to the server in watch mode; a page the browser navigates to
  // stays here even where a call shares its path (/patients, /chats).
  server: {
    port: 5173,
    proxy: {
      [serverAddressPattern]: {
        target: 'http://localhost:8080',
        ws: true,
        bypass: (request) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined),
      },
    },
  },
  // Source maps are built for error reporting but not linked from the files, and the server does not serve them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: firstScreenChunks } },
  },
});
