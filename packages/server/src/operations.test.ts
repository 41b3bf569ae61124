import { readinessResponse, serverPrefixes, socketPath } from '@rehab/contract';
import { desc, eq } from 'drizzle-orm';
import { bigint, pgSchema, text } from 'drizzle-orm/pg-core';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { memoryMailer, openTestDatabase, startTestServer, type TestServer } from './testing';

const migrationsTable = pgSchema('drizzle').table('__drizzle_migrations', {
  hash: text('hash'),
  createdAt: bigint('created_at', { mode: 'number' }),
});

describe('what an operator asks of a running server', () => {
  let server: TestServer;
  let url: string;

  const get = (path: string) => fetch(`${url}${path}`);
  const metrics = async () => {
    const response = await get('/metrics');
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 2, weeks: 1 } });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('is ready when the database answers and has every migration', async () => {
    const response = await get('/health/ready');
    expect(response.status).toBe(200);
    expect(readinessResponse.parse(await response.json())).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
  });

  it('is not ready while a migration of this build waits to be applied', async () => {
    const { db } = server.database;
    const [last] = await db.select().from(migrationsTable).orderBy(desc(migrationsTable.createdAt)).limit(1);
    if (!last) throw new Error('no migration was recorded');
    await db.delete(migrationsTable).where(eq(migrationsTable.createdAt, last.createdAt ?? 0));
    try {
      const response = await get('/health/ready');
      expect(response.status).toBe(503);
      expect(readinessResponse.parse(await response.json()).checks.migrations).toEqual({
        ok: false,
        detail: 'migrations are waiting to be applied',
      });
    } finally {
      await db.insert(migrationsTable).values(last);
    }
    expect((await get('/health/ready')).status).toBe(200);
  });

  it('counts request durations by route pattern, never by address', async () => {
    const physio = await server.signIn();
    const chatId = crypto.randomUUID();
    await fetch(`${url}/chats/${chatId}/messages`, { headers: { authorization: `Bearer ${physio}` } });
    const text = await metrics();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/health\/ready",status_code="200"\} [1-9]/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/chats\/:id\/messages",status_code="404"\} 1$/m,
    );
    expect(text).not.toContain(chatId);
  });

  it('counts the sockets open on this process', async () => {
    const gauge = async () => Number(/^socketio_connected_clients (\d+)$/m.exec(await metrics())?.[1]);
    expect(await gauge()).toBe(0);
    const socket = io(url, {
      path: socketPath,
      auth: { token: await server.signIn() },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      expect(await gauge()).toBe(1);
    } finally {
      socket.disconnect();
    }
    await expect.poll(gauge).toBe(0);
  });

  it("shows the PostgreSQL pool's connections, and no pool for the embedded database", async () => {
    const text = await metrics();
    if (server.database.kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).toContain('# TYPE db_pool_connections gauge');
      expect(text).not.toMatch(/^db_pool_connections\{/m);
    }
  });

  it("answers only under the prefixes the apps' dev servers send to it", async () => {
    const prefixes = new Set<string>(serverPrefixes);
    const outside = server.app.routeAccess.map((route) => route.url).filter((url) => !prefixes.has(url.split('/')[1] ?? ''));
    expect(outside).toEqual([]);
    // Registered before the access rules, so not among routeAccess: asked directly.
    for (const path of ['/health', '/metrics', `${socketPath}/?EIO=4&transport=polling`]) expect((await get(path)).status, path).not.toBe(404);
  });

  it('refuses /metrics to an address outside METRICS_ALLOW, loopback being the default', async () => {
    const outside = await server.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ message: 'Metrics are not served to this address', statusCode: 403 });
    expect((await server.app.inject({ url: '/metrics', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);

    const onlyTheNetwork = await buildApp({
      db: server.database.db,
      jwtSecret: server.jwtSecret,
      mailer: memoryMailer(),
      dataDir: server.dataDir,
      metricsAllow: ['10.0.0.0/8'],
    });
    try {
      const address = await onlyTheNetwork.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${address}/metrics`)).status).toBe(403);
      expect((await onlyTheNetwork.inject({ url: '/metrics', remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
    } finally {
      await onlyTheNetwork.close();
    }
  });
});

describe('readiness without a database', () => {
  it('answers 503 naming the database when it does not answer, while /health still says the process is up', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      jwtSecret: new Uint8Array(32),
      mailer: memoryMailer(),
      dataDir: '/nonexistent',
    });
    try {
      await database.close();
      const response = await app.inject('/health/ready');
      expect(response.statusCode).toBe(503);
      const body = readinessResponse.parse(response.json());
      expect(body.status).toBe('not-ready');
      expect(body.checks.database.ok).toBe(false);
      expect(body.checks.migrations).toEqual({ ok: false, detail: 'the database does not answer' });
      expect((await app.inject('/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
