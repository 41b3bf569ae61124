import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import { memoryMailer, openTestDatabase } from './testing';

const script = `export const portal = "${'rehab '.repeat(200)}";\n`;
const page = `<!doctype html><title>portal</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>${' '.repeat(500)}`;

/** A built portal as the build leaves it: a hashed script with its brotli and gzip copies and its source map, and the page. */
function writeBuiltPortal(dir: string) {
  mkdirSync(join(dir, 'assets'));
  for (const [file, content] of [
    ['assets/index-Ab12Cd34.js', script],
    ['index.html', page],
  ] as const) {
    writeFileSync(join(dir, file), content);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the built portal is served as a CDN would', () => {
  const portalDir = mkdtempSync(join(tmpdir(), 'portal-files-'));
  writeBuiltPortal(portalDir);
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db, jwtSecret: new Uint8Array(32), mailer: memoryMailer(), dataDir: portalDir, portalDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('sends a hashed file as brotli when the browser takes it, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzipped = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed and never cached without asking, at its own address and at a screen address', async () => {
    for (const url of ['/', '/index.html', '/sign-in']) {
      const response = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br', 'sec-fetch-mode': 'navigate' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it('serves a file the build did not compress as it is', async () => {
    const response = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves no source map, and no compressed copy at an address of its own', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz']) {
      const response = await app.inject({ url, headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
