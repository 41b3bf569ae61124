import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
// Its own entry, which Node loads as it is: the config is read before anything is bundled.
import { serverAddressPattern } from '@rehab/contract/server-addresses';
import { palette } from '@rehab/tokens/values';
import { defineConfig } from 'vite';
import { appBuild, compileHint, installableApp, precompress, preloadFont, prerenderSignIn, themeColor, warmUpIntl } from '@rehab/build-tools';
import * as browserKeys from './src/lib/browserKeys.ts';

/**
 * Installable, and a next visit starts from the cache: a manifest, and a service worker that precaches the app's
 * scripts, styles, fonts and icons and answers the portal's navigations with index.html. No call's answer is
 * cached (they are health data). Navigations under /app/ are the patient app's, and sign-in's are the server's,
 * which draws the page with or without the BankID button as it offers it.
 */
const installablePortal = installableApp({
  manifest: {
    id: '/',
    name: 'Rehabportalen',
    short_name: 'Rehabportalen',
    description: 'Fysioterapeuternas portal för patienter, program och meddelanden.',
    start_url: '/',
    scope: '/',
  },
  palette,
  iconFolder: '/icons/',
  workbox: {
    globPatterns: ['**/*.{js,css,png,woff2}', 'index.html'],
    navigateFallbackDenylist: [/^\/app(\/|$)/, /^\/sign-in(\/|$)/],
  },
});

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    themeColor(palette.primary),
    installablePortal,
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
  build: appBuild,
});
