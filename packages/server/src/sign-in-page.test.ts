import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grandIdClient } from './modules/grandid/client';
import { startSitesServer, type SitesServer } from './testing';

const emptyPage = (title: string) => `<!doctype html><title>${title}</title><div id="root"></div>${' '.repeat(500)}`;
const drawnPage = (title: string, form: string) => `<!doctype html><title>${title}</title><div id="root"><main><h1>Logga in</h1>${form}</main></div>${' '.repeat(500)}`;
const portalSignIn = drawnPage('portal', '<label>E-postadress</label><label>Lösenord</label>');
const appSignIn = drawnPage('patient app', '<label>E-post</label><a href="/app/join">Gå med</a>');

/** A built app: index.html and the sign-in page the build drew, each with the brotli and gzip copies the build writes. */
function writeBuiltApp(dir: string, pages: Record<string, string>) {
  mkdirSync(dir);
  for (const [file, content] of Object.entries(pages)) {
    writeFileSync(join(dir, file), content);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
  }
}

const navigation = { accept: 'text/html', 'accept-encoding': 'br', 'sec-fetch-mode': 'navigate' };

describe('a first visit to sign-in gets the page already drawn', () => {
  const root = mkdtempSync(join(tmpdir(), 'sign-in-page-'));
  const portalDir = join(root, 'portal');
  const patientAppDir = join(root, 'patient');
  writeBuiltApp(portalDir, { 'index.html': emptyPage('portal'), 'sign-in.html': portalSignIn });
  writeBuiltApp(patientAppDir, { 'index.html': emptyPage('patient app'), 'sign-in.html': appSignIn });
  let server: SitesServer;
  let app: SitesServer['app'];

  beforeAll(async () => {
    server = await startSitesServer(root, { portalDir, patientAppDir });
    app = server.app;
  });
  afterAll(() => server.close());

  it('answers a navigation to each sign-in with its form drawn, compressed and never cached without asking', async () => {
    for (const [url, page] of [
      ['/sign-in', portalSignIn],
      ['/sign-in?next=%2Fpatients', portalSignIn],
      ['/app/sign-in', appSignIn],
    ] as const) {
      const response = await app.inject({ url, headers: navigation });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
    const portal = await app.inject({ url: '/sign-in', headers: { ...navigation, 'accept-encoding': 'identity' } });
    expect(portal.body).toContain('Lösenord');
  });

  it('sends the drawn page when the address is not found as a navigation either', async () => {
    const response = await app.inject({ url: '/app/sign-in', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.rawPayload).toString()).toBe(appSignIn);
  });

  it('keeps index.html for every other screen, the BankID return to sign-in too', async () => {
    for (const [url, page] of [
      ['/', emptyPage('portal')],
      ['/sign-in/bankid/abc', emptyPage('portal')],
      ['/patients', emptyPage('portal')],
      ['/app/', emptyPage('patient app')],
      ['/app/join', emptyPage('patient app')],
      ['/app/sign-in/bankid/abc', emptyPage('patient app')],
    ] as const) {
      const response = await app.inject({ url, headers: navigation });
      expect(response.statusCode, url).toBe(200);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });
});

describe('a server that offers BankID', () => {
  const root = mkdtempSync(join(tmpdir(), 'sign-in-page-bankid-'));
  const portalDir = join(root, 'portal');
  const patientAppDir = join(root, 'patient');
  const withBankId = drawnPage('portal', '<label>E-postadress</label><button>Logga in med BankID</button>');
  writeBuiltApp(portalDir, { 'index.html': emptyPage('portal'), 'sign-in.html': portalSignIn, 'sign-in-bankid.html': withBankId });
  // A patient app built before the page was drawn twice.
  writeBuiltApp(patientAppDir, { 'index.html': emptyPage('patient app'), 'sign-in.html': appSignIn });
  let server: SitesServer;

  beforeAll(async () => {
    // Never called: only whether there is a client matters here.
    server = await startSitesServer(root, { portalDir, patientAppDir }, grandIdClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'key', serviceKey: 'service' }));
  });
  afterAll(() => server.close());

  it('sends the sign-in drawn with the BankID button, where the build drew one', async () => {
    const portal = await server.app.inject({ url: '/sign-in', headers: navigation });
    expect(brotliDecompressSync(portal.rawPayload).toString()).toBe(withBankId);
    const app = await server.app.inject({ url: '/app/sign-in', headers: navigation });
    expect(brotliDecompressSync(app.rawPayload).toString()).toBe(appSignIn);
  });
});
