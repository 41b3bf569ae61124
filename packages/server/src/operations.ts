import { healthResponse, readinessResponse, type ReadinessResponse } from '@rehab/contract';
import { max, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from './db/client';
import { HttpError } from './errors';
import { migrationsFolder } from './paths';

export interface OperationsOptions {
  db: Db;
  version: string;
  /** Address ranges (CIDR) that may read /metrics; loopback only unless METRICS_ALLOW says otherwise. */
  metricsAllow: readonly string[];
  /** How many sockets this process holds open. */
  socketClients: () => number;
  /** The PostgreSQL pool's connections; the embedded database has none. */
  poolStats?: () => PoolStats;
}

/** Loopback, IPv4 and IPv6: a Prometheus beside the server, and nobody else, unless configured. */
export const defaultMetricsAllow = ['127.0.0.1/32', '::1/128'];

/**
 * What an operator's tools ask of a running server: /health (the process is up: liveness), /health/ready (it can
 * serve calls: the database answers and has every migration: readiness), and /metrics in Prometheus's format.
 * Added to the app itself, not encapsulated, so the request timer sees every route.
 */
export async function operations(
  app: FastifyInstance,
  { db, version, metricsAllow, socketClients, poolStats }: OperationsOptions,
) {
  const startedAt = Date.now();
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
    version,
    uptimeSeconds: (Date.now() - startedAt) / 1000,
  }));

  // The last migration this build ships, by its timestamp, as drizzle's migrator compares them.
  const lastMigration = Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  app.get(
    '/health/ready',
    { config: { access: 'public' }, schema: { response: { 200: readinessResponse, 503: readinessResponse } } },
    async (_request, reply) => {
      const answer = await readiness(db, lastMigration);
      return reply
        .code(answer.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern, not its address) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'socketio_connected_clients',
    help: 'Sockets open on this process',
    registers: [registry],
    collect() {
      this.set(socketClients());
    },
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: "The PostgreSQL pool's connections: total, idle, and callers waiting for one",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern keeps the number of series bounded; an address no route has is counted as one.
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });

  const allowed = allowList(metricsAllow);
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!isAllowed(allowed, request)) throw new HttpError(403, 'Metrics are not served to this address');
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/** Where drizzle's migrator records each migration it applied, by the migration's timestamp. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

async function readiness(db: Db, lastMigration: number): Promise<ReadinessResponse> {
  const database = await db.execute(sql`select 1`).then(
    () => ({ ok: true }),
    (error: unknown) => ({ ok: false, detail: error instanceof Error ? error.message : String(error) }),
  );
  const migrations = database.ok
    ? await db
        .select({ last: max(appliedMigrations.createdAt) })
        .from(appliedMigrations)
        .then(
          ([row]) => {
            const applied = Number(row?.last ?? 0);
            return applied >= lastMigration ? { ok: true } : { ok: false, detail: 'migrations are waiting to be applied' };
          },
          () => ({ ok: false, detail: 'no migration has been applied' }),
        )
    : { ok: false, detail: 'the database does not answer' };
  return { status: database.ok && migrations.ok ? 'ready' : 'not-ready', checks: { database, migrations } };
}

function allowList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    list.addSubnet(address, Number(prefix ?? (type === 'ipv4' ? 32 : 128)), type);
  }
  return list;
}

function isAllowed(list: BlockList, request: FastifyRequest): boolean {
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (isIPv4(ip)) return list.check(ip, 'ipv4');
  return isIPv6(ip) && list.check(ip, 'ipv6');
}
