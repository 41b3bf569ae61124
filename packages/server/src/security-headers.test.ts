import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from './testing';

/** The headers a security review checks, on the API and on the built portal's files. */
describe('security headers', () => {
  let server: TestServer;
  let https: TestServer;
  const portalDir = mkdtempSync(join(tmpdir(), 'rehab-portal-'));
  beforeAll(async () => {
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    server = await startTestServer({ seedOptions: { patients: 1, weeks: 1 }, appOptions: { portalDir, portalUrl: 'http://localhost:8080' } });
    https = await startTestServer({ seedOptions: { patients: 1, weeks: 1 }, appOptions: { portalUrl: 'https://rehab.klinik.se' } });
  });
  afterAll(async () => {
    await server.close();
    await https.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('sends the policy the portal runs under, with no inline script and no framing', async () => {
    const page = await server.app.inject({ url: '/sign-in', headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' ws://localhost:8080");
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
    });
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps hashed assets for a year and stores no API answer', async () => {
    const asset = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const token = await server.signIn();
    for (const url of ['/specialists/patients/list', '/specialists/profile', '/chats', '/no-such-call']) {
      const answer = await server.app.inject({ url, headers: bearer(token) });
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const refused = await server.app.inject({ url: '/specialists/patients/list' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('asks browsers for https only when the portal is served over https', async () => {
    const answer = await https.app.inject({ url: '/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(answer.headers['content-security-policy'])).toContain('wss://rehab.klinik.se');
  });
});
