/**
 * `npm run bench`: autocannon against the patient list (200 patients) and a
 * patient's activity statistic, and against a bare Fastify hello-world in the
 * same run, on PGlite and (when it answers) PostgreSQL. Loopback only, 5 s per
 * target. Prints requests/s, p99 latency and the ratio to the bare server.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { startBenchTarget } from './src/bench/target';
import { openDatabase, type Database } from './src/db/client';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Figures {
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** Runs autocannon in its own process, so it does not share the server's event loop. */
function cannon(target: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const args = [autocannonBin, '--json', '-c', String(connections), '-d', String(duration)];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        target,
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

async function bare(): Promise<Figures> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await cannon('bare fastify hello-world', address);
  } finally {
    await app.close();
  }
}

async function postgresUrl(): Promise<string | undefined> {
  const candidates = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/test'].filter(
    Boolean,
  ) as string[];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

async function onDatabase(kind: string, database: Database, baseline: Figures): Promise<Figures[]> {
  const target = await startBenchTarget(database, 200);
  try {
    const { address, headers, paths } = target;
    const results = [
      await cannon(`${kind}: GET /specialists/patients/list`, `${address}${paths.patientList}`, headers),
      await cannon(`${kind}: GET /patients/list/{id}/activity-statistic`, `${address}${paths.activityStatistic}`, headers),
    ];
    return results.map((r) => ({ ...r, ratio: r.requestsPerSecond / baseline.requestsPerSecond }));
  } finally {
    await target.close();
  }
}

const print = (figures: Figures, baseline: Figures) =>
  console.log(
    `${figures.target.padEnd(62)} ${String(figures.requestsPerSecond).padStart(7)} req/s  p99 ${String(figures.p99Ms).padStart(4)} ms  ratio ${(figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}${figures.errors ? `  errors ${figures.errors}` : ''}`,
  );

const baseline = await bare();
console.log(`autocannon: ${connections} connections, ${duration} s per target, loopback\n`);
print(baseline, baseline);

const pgliteDir = mkdtempSync(join(tmpdir(), 'rehab-bench-pglite-'));
const pglite = await openDatabase({ dataDir: pgliteDir });
try {
  for (const figures of await onDatabase('PGlite', pglite, baseline)) print(figures, baseline);
} finally {
  await pglite.close();
  rmSync(pgliteDir, { recursive: true, force: true });
}

const url = await postgresUrl();
if (url) {
  const name = `rehab_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const postgres = await openDatabase({ url: target.toString() });
  try {
    for (const figures of await onDatabase('PostgreSQL', postgres, baseline)) print(figures, baseline);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: not reachable (DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432), skipped');
}
