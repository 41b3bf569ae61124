import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions, type VitePWAOptions } from 'vite-plugin-pwa';

/** The browser's bar in the app's colour (the tokens' primary), as the installed app's manifest has it. */
export function themeColor(color: string): Plugin {
  return {
    name: 'rehab:theme-color',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: color }, injectTo: 'head' }],
  };
}

type AppManifest = Pick<ManifestOptions, 'id' | 'name' | 'short_name' | 'description' | 'start_url' | 'scope'>;

/**
 * An app installable with a manifest and a service worker that precaches its files and answers its navigations
 * with index.html; what each app adds (what it precaches, what else it caches) comes in `workbox`.
 */
export function installableApp({
  manifest,
  palette,
  iconFolder,
  workbox,
}: {
  manifest: AppManifest;
  /** The tokens' colours, for the installed app's bar and its splash screen. */
  palette: { primary: string; background: string };
  /** Where the manifest's icons are, as written in it: beside it, or from the root. */
  iconFolder: 'icons/' | '/icons/';
  workbox: NonNullable<VitePWAOptions['workbox']>;
}) {
  return VitePWA({
    // A release changes the app and the server together, and the old build's files are gone from the server once
    // it is out: a page left on the old build would fail to load its next screen. So the new service worker takes
    // over at once and the page reloads; the check runs as the app opens, before anything has been typed.
    registerType: 'autoUpdate',
    // Registered from main.tsx (virtual:pwa-register): the server's Content-Security-Policy allows no inline script.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    // The icons are in public/ and precached with the rest of the app already.
    includeManifestIcons: false,
    manifest: {
      id: manifest.id,
      name: manifest.name,
      short_name: manifest.short_name,
      description: manifest.description,
      lang: 'sv',
      start_url: manifest.start_url,
      scope: manifest.scope,
      display: 'standalone',
      theme_color: palette.primary,
      background_color: palette.background,
      icons: [
        { src: `${iconFolder}icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${iconFolder}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: `${iconFolder}maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The server serves no source map.
      sourcemap: false,
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // autoUpdate (above): a new service worker takes over at once, the first one too, so the page that installed
      // it is offline-ready without a reload.
      skipWaiting: true,
      clientsClaim: true,
      ...workbox,
    },
  });
}
