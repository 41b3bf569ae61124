import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFromBytes } from './compression';
import { bearer, startTestServer, type TestServer } from './testing';

const script = `export const portal = "${'rehab '.repeat(400)}";\n`;

/** A built portal with a script larger than the threshold and its brotli copy, as the build writes them. */
function writeBuiltPortal(dir: string) {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
}

describe('JSON answers are compressed above a size', () => {
  const portalDir = mkdtempSync(join(tmpdir(), 'compression-'));
  writeBuiltPortal(portalDir);
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 }, appOptions: { portalDir } });
    token = await server.signIn();
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  const patientList = (acceptEncoding: string) =>
    server.app.inject({ url: '/specialists/patients/list', headers: { ...bearer(token), 'accept-encoding': acceptEncoding } });

  it('sends a large list as brotli when the client takes it, the same JSON once decompressed', async () => {
    const plain = await patientList('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressFromBytes);

    const compressed = await patientList('gzip, deflate, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client without brotli', async () => {
    const gzipped = await patientList('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveProperty('items');
  });

  it('sends a small answer as it is', async () => {
    const health = await server.app.inject({ url: '/health', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(compressFromBytes);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('sends a built file as its brotli copy, not compressed again', async () => {
    const response = await server.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });
});
