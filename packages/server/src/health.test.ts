import { healthResponse } from '@rehab/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openTestDatabase, memoryMailer } from './testing';
import type { Database } from './db/client';

describe('the server skeleton', () => {
  const portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>portal</title>');
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db, jwtSecret: new Uint8Array(32), mailer: memoryMailer(), dataDir: portalDir, portalDir, version: '1.2.3' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('answers /health in the shape of the contract', async () => {
    const response = await app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(healthResponse.parse(response.json())).toMatchObject({ status: 'ok', version: '1.2.3' });
  });

  it('serves the portal page for any page address, so client routes survive a reload', async () => {
    const response = await app.inject({ url: '/patients/list', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>portal</title>');
  });

  it('serves the portal page for a page address that is also a call, and the call to everyone else', async () => {
    const page = await app.inject({ url: '/chats', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>portal</title>');
    const call = await app.inject({ url: '/chats', headers: { accept: '*/*' } });
    expect(call.statusCode).toBe(401);
  });

  it('answers an unknown API call with a 404 in the error shape', async () => {
    const response = await app.inject({ url: '/nope', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found', statusCode: 404 });
  });
});
