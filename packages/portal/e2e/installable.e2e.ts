import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { freePort } from '@rehab/test-kit/freePort';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const controlledByServiceWorker = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });

/** The headers every page of the portal is sent with, which the service worker and the manifest must carry too. */
const securityHeaders = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'permissions-policy', 'x-content-type-options'];

/** The production server serving `portalDir`, with a data folder of its own, as `npm start` runs it. */
async function startServer(portalDir: string, dataDir: string): Promise<{ baseUrl: string; server: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_DIR: portalDir, PATIENT_APP_DIR: join(dataDir, 'none'), LOG_LEVEL: 'warn', DEMO_DATA: 'off' };
  delete env.NODE_ENV;
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (await fetch(`${baseUrl}/health`).then((response) => response.ok, () => false)) return { baseUrl, server };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// A test starts a server of its own, on an empty database: the pages it loads are a signed-out reader's.
describe('the portal installed', { timeout: 300_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('is installable: the page links the manifest, and the manifest, its icons and the service worker are served no-cache with the pages\' security headers', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    const navigation = await page.goto('/patients/list');
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/manifest.webmanifest');
    const pageHeaders = (await navigation?.allHeaders()) ?? {};

    const response = await fetch(`${inject('baseUrl')}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Rehabportalen', lang: 'sv', start_url: '/', scope: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, response.url));
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
    }
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const served = await fetch(`${inject('baseUrl')}${file}`);
      expect(served.status, file).toBe(200);
      expect(served.headers.get('cache-control'), file).toBe('no-cache');
      for (const header of securityHeaders) expect(served.headers.get(header), `${file}: ${header}`).toBe(pageHeaders[header]);
    }
    await page.context().close();
  });

  it("serves a next visit's page and scripts from its service worker, but leaves sign-in and the patient app to the server", async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    await page.goto('/patients/list');
    await controlledByServiceWorker(page);

    const scripts: boolean[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.fromServiceWorker());
    });
    const next = await page.goto('/patients/list');
    expect(next?.fromServiceWorker()).toBe(true);
    // Signed out, the app sends the reader on to sign-in, whose page the server draws.
    await page.getByRole('button', { name: 'Logga in', exact: true }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every(Boolean)).toBe(true);

    const signIn = await page.goto('/sign-in');
    expect(signIn?.fromServiceWorker()).toBe(false);
    const patientApp = await page.goto('/app/');
    expect(patientApp?.fromServiceWorker()).toBe(false);
    await page.context().close();
  });

  it('shows a new release on the next load: the new service worker takes over and the page is the new build, not the cached one', async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-release-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-release-data-'));
    cpSync(inject('portalDir'), portalDir, { recursive: true });
    const { baseUrl, server } = await startServer(portalDir, dataDir);
    try {
      const page = await openPage(browser, baseUrl, viewports.phone);
      await page.goto('/patients/list');
      await controlledByServiceWorker(page);
      const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect((await page.goto('/patients/list'))?.fromServiceWorker()).toBe(true);

      // A release: index.html changed, and with it its revision in the service worker's precache list, which is
      // what a new build changes in sw.js; each written with its compressed copies, as the build writes them (the
      // server sends the copy the browser accepts, and remembers which copies a file has).
      const release = '<meta name="release" content="next" />';
      const index = readFileSync(join(portalDir, 'index.html'), 'utf8').replace('</head>', `${release}</head>`);
      const worker = readFileSync(join(portalDir, 'sw.js'), 'utf8');
      const revised = worker.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1next-release"');
      expect(revised).not.toBe(worker);
      for (const [file, text] of [['index.html', index], ['sw.js', revised]] as const) {
        writeFileSync(join(portalDir, file), text);
        writeFileSync(join(portalDir, `${file}.br`), brotliCompressSync(text));
        writeFileSync(join(portalDir, `${file}.gz`), gzipSync(text));
      }

      // The load after the release may still come from the old worker; the app asks for a new one as it opens,
      // which takes over and reloads the page (signed out, onto sign-in, which the server draws). The loads after
      // it are the new build's, from the new worker.
      const releaseServed = async () => {
        const served = await page.goto('/patients/list');
        return served?.fromServiceWorker() === true && (await served.text()).includes(release);
      };
      await expect.poll(releaseServed, { timeout: 60_000 }).toBe(true);
      const precached = await page.evaluate(async () => {
        const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
        const keys = precache ? await (await caches.open(precache)).keys() : [];
        return keys.map((request) => request.url).filter((url) => url.includes('index.html'));
      });
      expect(precached).toEqual([expect.stringContaining('next-release')]);
      expect(firstWorker).toContain('/sw.js');
      await page.context().close();
    } finally {
      server.kill('SIGTERM');
      if (server.exitCode === null) await once(server, 'exit');
      rmSync(portalDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
