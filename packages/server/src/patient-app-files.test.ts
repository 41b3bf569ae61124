import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSitesServer, type SitesServer } from './testing';

const appScript = `export const patientApp = "${'today '.repeat(200)}";\n`;
const appPage = `<!doctype html><title>patient app</title><script type="module" src="/app/assets/index-Pa71En7s.js"></script>${' '.repeat(500)}`;
const portalPage = `<!doctype html><title>portal</title>${' '.repeat(500)}`;

/** A built app as the build leaves it: the page and a hashed script with their brotli and gzip copies, and the script's source map. */
function writeBuiltApp(dir: string, page: string, script: string) {
  mkdirSync(join(dir, 'assets'));
  for (const [file, content] of [
    ['assets/index-Pa71En7s.js', script],
    ['index.html', page],
  ] as const) {
    writeFileSync(join(dir, file), content);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, 'assets/index-Pa71En7s.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
}

const navigation = { accept: 'text/html', 'accept-encoding': 'br', 'sec-fetch-mode': 'navigate' };

describe('the built patient app is served at /app/ beside the portal', () => {
  const root = mkdtempSync(join(tmpdir(), 'patient-app-files-'));
  const portalDir = join(root, 'portal');
  const patientAppDir = join(root, 'patient');
  mkdirSync(portalDir);
  mkdirSync(patientAppDir);
  writeBuiltApp(portalDir, portalPage, 'export const portal = 1;\n');
  writeBuiltApp(patientAppDir, appPage, appScript);
  // What vite-plugin-pwa adds: the service worker, the code it loads, and the manifest.
  const serviceWorker = `define(["./workbox-f318eead"], () => {});\n${'// precache list\n'.repeat(50)}`;
  const manifest = JSON.stringify({ name: 'Rehab – din träning', short_name: 'Rehab', start_url: '/app/', scope: '/app/', display: 'standalone' });
  for (const [file, content] of [
    ['sw.js', serviceWorker],
    ['workbox-f318eead.js', serviceWorker],
    ['manifest.webmanifest', manifest],
  ] as const) {
    writeFileSync(join(patientAppDir, file), content);
    writeFileSync(join(patientAppDir, `${file}.br`), brotliCompressSync(content));
  }
  let server: SitesServer;
  let app: SitesServer['app'];

  beforeAll(async () => {
    server = await startSitesServer(root, { portalDir, patientAppDir });
    app = server.app;
  });
  afterAll(() => server.close());

  it("sends the app's hashed files compressed and cached for a year", async () => {
    const response = await app.inject({ url: '/app/assets/index-Pa71En7s.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appScript);
  });

  it("sends the app's page, never cached without asking, at its own address and at every screen's address under /app/", async () => {
    for (const url of ['/app/', '/app', '/app/index.html', '/app/sign-in', '/app/week?weekOffset=-1', '/app/chats']) {
      const response = await app.inject({ url, headers: navigation });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(appPage);
    }
  });

  it('asks the browser to check the service worker and the manifest on every visit, so a new release is found at once', async () => {
    for (const [url, type] of [
      ['/app/sw.js', /javascript/],
      ['/app/workbox-f318eead.js', /javascript/],
      ['/app/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      // As the browser fetches a service worker's script: not a navigation, whatever it accepts.
      const response = await app.inject({ url, headers: { accept: '*/*', 'accept-encoding': 'br', 'sec-fetch-dest': 'serviceworker', 'sec-fetch-mode': 'same-origin' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(type);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });

  it("falls back to the app's page for a deep link the browser asks for as HTML without saying it navigates", async () => {
    const response = await app.inject({ url: '/app/today/deep/link', headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(appPage);
  });

  it("leaves the portal's addresses to the portal", async () => {
    for (const url of ['/', '/sign-in', '/application', '/chats']) {
      const response = await app.inject({ url, headers: navigation });
      expect(response.statusCode, url).toBe(200);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(portalPage);
    }
  });

  it('serves no source map, no compressed copy at an address of its own, and no page to a call', async () => {
    for (const url of ['/app/assets/index-Pa71En7s.js.map', '/app/assets/index-Pa71En7s.js.br', '/app/assets/missing.js']) {
      const response = await app.inject({ url, headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not Found', statusCode: 404 });
    }
  });
});
