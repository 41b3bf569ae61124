/**
 * `npm run bench`: our overhead against the same work done bare. For each database (PGlite, and PostgreSQL
 * when it answers) and clinic size (200, 2,000 and 10,000 patients), the demo is seeded and served twice:
 * by the product, signed in as the demo physio, and by bare handlers (src/bench/bare.ts) that run the same
 * queries and write the same audit rows with nothing around them. Each call is measured on both, in turns
 * (product, bare, bare, product), with autocannon in its own process (src/bench/cannon.ts), and product
 * req/s ÷ bare req/s is the overhead ratio.
 * Prints each run as it ends, then a table and whether the targets hold, and writes the figures as JSON.
 *
 * BENCH_SECONDS (5), BENCH_PATIENTS (200,2000,10000), BENCH_WEEKS (3), BENCH_DATABASES (PGlite,PostgreSQL),
 * `--json <file>` (default bench-results/bench-<time>.json). `--profile`: a CPU profile of this process (the
 * product's server) during each product run, written beside the JSON (the profiler slows those runs).
 * BENCH_SMOKE=1 or `--smoke`: 30 patients, 0.3 s per call, 2 connections; it only shows that every call
 * answers 2xx and alike on both servers. Any failed call makes the exit code 1.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Session as InspectorSession } from 'node:inspector/promises';
import { isDeepStrictEqual } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import type { CannonJob, CannonResult } from './src/bench/cannon';
import { benchCalls, benchKind, benchSearch, startBenchTarget, type BenchCall, type BenchTarget } from './src/bench/target';
import { openDatabase, type Database } from './src/db/client';

const serverDir = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const smoke = process.env.BENCH_SMOKE === '1' || args.includes('--smoke');
const seconds = smoke ? 0.3 : Number(process.env.BENCH_SECONDS ?? 5);
const connections = smoke ? 2 : 10;
/** The smoke run warms each call with 2 requests only: it shows that calls answer, not how fast. */
const warmUpMs = smoke ? 0 : 1000;
const sizes = smoke ? [30] : (process.env.BENCH_PATIENTS ?? '200,2000,10000').split(',').map(Number);
const weeks = Number(process.env.BENCH_WEEKS ?? 3);
const databaseNames = (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',');
const profile = args.includes('--profile');
const jsonArgument = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const jsonPath = jsonArgument
  ? resolve(process.env.INIT_CWD ?? process.cwd(), jsonArgument)
  : join(serverDir, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}${smoke ? '-smoke' : ''}.json`);

/** The targets of the issue: overhead, latency at size, and scaling. */
const targets = { ratio: 0.8, p95Ms: 50, p95Database: 'PostgreSQL', largest: 10_000, smallest: 200, scaling: 0.8 };

/** The load generator's process: one job a line in, one result a line out. */
function startCannon() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src/bench/cannon.ts')], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: { resolve: (results: CannonResult[]) => void; reject: (error: Error) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as { ok: true; results: CannonResult[] } | { ok: false; error: string };
    const next = waiting.shift();
    if (answer.ok) next?.resolve(answer.results);
    else next?.reject(new Error(answer.error));
  });
  child.once('exit', (code) => {
    for (const each of waiting.splice(0)) each.reject(new Error(`the load generator ended (exit code ${code})`));
  });
  return {
    fire: (job: CannonJob) =>
      new Promise<CannonResult[]>((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(job)}\n`);
      }),
    close: () => child.stdin.end(),
  };
}

const cannon = startCannon();

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

/** A fresh, empty database of each kind, and how to remove it. */
const openPglite = async (): Promise<Database> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rehab-bench-pglite-'));
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
const openPostgres = (url: string) => async (): Promise<Database> => {
  const name = `rehab_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

interface Row {
  database: string;
  patients: number;
  call: BenchCall;
  path: string;
  product?: CannonResult;
  bare?: CannonResult;
  /** Product req/s ÷ bare req/s. */
  ratio?: number;
  /** A to-do's answer: how many tasks match in all. */
  total?: number;
  problem?: string;
}

const thousands = (value: number) => value.toLocaleString('en-US');
const perSecond = (value: number) => (value >= 100 ? thousands(Math.round(value)) : value.toFixed(1));
const ms = (value: number) => (value >= 100 ? thousands(Math.round(value)) : value.toFixed(1));
const rows: Row[] = [];
const seeds: { database: string; patients: number; weeks: number; seconds: number }[] = [];
const problems: string[] = [];

function printRun(row: Row, side: 'product' | 'bare') {
  const figures = row[side];
  if (!figures) return;
  const extra = [
    figures.byCount ? `${figures.requests} requests (a slow call: measured by count)` : `${thousands(figures.requests)} requests`,
    side === 'bare' && row.ratio !== undefined ? `ratio ${row.ratio.toFixed(2)}` : '',
    figures.errors || figures.non2xx
      ? `ERRORS ${figures.errors}, non-2xx ${figures.non2xx} ${JSON.stringify(figures.statusCodes)}`
      : '',
  ].filter(Boolean);
  console.log(
    `${row.database.padEnd(10)} ${thousands(row.patients).padStart(6)} patients  ${row.call.padEnd(26)} ${side.padEnd(7)} ${perSecond(figures.requestsPerSecond).padStart(7)} req/s  p50 ${ms(figures.p50Ms).padStart(6)} ms  p95 ${ms(figures.p95Ms).padStart(6)} ms  ${extra.join('  ')}`,
  );
}

/** With `--profile`, the work of this process during `run` (the product serving a call) as a .cpuprofile. */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!profile) return run();
  const inspector = new InspectorSession();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile: taken } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    const file = join(dirname(jsonPath), `${basename(jsonPath, '.json')}-${name.replace(/[^A-Za-z0-9]+/g, '-')}.cpuprofile`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(taken));
    console.log(`(CPU profile of the product: ${file})`);
  }
}

/** Both servers answer the call 2xx with the same JSON (compared parsed, once, before the load). */
async function sameAnswer(target: BenchTarget, call: BenchCall): Promise<{ problem?: string; body?: unknown }> {
  const [product, bare] = await Promise.all([
    fetch(`${target.address}${target.paths[call]}`, { headers: target.headers }),
    fetch(`${target.bareAddress}${target.paths[call]}`),
  ]);
  const [productText, bareText] = await Promise.all([product.text(), bare.text()]);
  if (!product.ok || !bare.ok)
    return {
      problem: `answers product ${product.status}, bare ${bare.status}: ${(product.ok ? bareText : productText).slice(0, 300)}`,
    };
  const body: unknown = JSON.parse(productText);
  if (!isDeepStrictEqual(body, JSON.parse(bareText))) return { problem: 'the bare handler answers other JSON than the product' };
  return { body };
}

async function measure(name: string, open: () => Promise<Database>, patients: number) {
  const database = await open();
  try {
    const target = await startBenchTarget(database, { patients, weeks });
    seeds.push({ database: name, patients, weeks, seconds: Math.round(target.seedMs / 100) / 10 });
    console.log(
      `\n${name}, ${thousands(patients)} patients × ${weeks} weeks of tasks: seeded in ${(target.seedMs / 1000).toFixed(1)} s`,
    );
    try {
      for (const call of benchCalls) {
        const row: Row = { database: name, patients, call, path: target.paths[call] };
        rows.push(row);
        const { problem, body } = await sameAnswer(target, call);
        if (call === 'patient list, search' && body) {
          const { total } = body as { total: number };
          console.log(
            `(search "${benchSearch}" matches ${thousands(total)} of ${thousands(patients)} patients, ${((100 * total) / patients).toFixed(1)}%)`,
          );
        }
        if (call.startsWith('to-do') && body) row.total = (body as { total: number }).total;
        if (call === 'to-do of a day, by kind' && body)
          console.log(`(today has ${thousands(row.total ?? 0)} tasks of the kind ${benchKind})`);
        if (problem) {
          row.problem = problem;
          problems.push(`${name}, ${patients} patients, ${call}: ${problem}`);
          console.log(`${name.padEnd(10)} ${thousands(patients).padStart(6)} patients  ${call.padEnd(26)} FAILED: ${problem}`);
          continue;
        }
        const product = { url: `${target.address}${row.path}`, headers: target.headers };
        const bare = { url: `${target.bareAddress}${row.path}` };
        if (profile) {
          // Apart, so that the profile holds the product's work only.
          [row.product] = await profiled(`${name}-${patients}-${call}`, () =>
            cannon.fire({ servers: [product], connections, seconds, warmUpMs }),
          );
          [row.bare] = await cannon.fire({ servers: [bare], connections, seconds, warmUpMs });
        } else {
          [row.product, row.bare] = await cannon.fire({ servers: [product, bare], connections, seconds, warmUpMs });
        }
        if (row.product && row.bare) row.ratio = row.product.requestsPerSecond / row.bare.requestsPerSecond;
        printRun(row, 'product');
        printRun(row, 'bare');
        for (const side of ['product', 'bare'] as const) {
          const figures = row[side];
          if (figures && (figures.errors > 0 || figures.non2xx > 0 || figures.requests === 0)) {
            row.problem = `${side}: ${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests} answers`;
            problems.push(`${name}, ${patients} patients, ${call}: ${row.problem}`);
          }
        }
      }
    } finally {
      await target.close();
    }
  } finally {
    await database.close();
  }
}

/** Whether each of the issue's targets holds for a call, in words and as data. */
function checksOf(call: BenchCall) {
  const measured = rows.filter((row) => row.call === call && row.product && row.bare && row.ratio !== undefined);
  const lowest = measured.reduce<Row | undefined>(
    (low, row) => (!low || (row.ratio ?? 0) < (low.ratio ?? 0) ? row : low),
    undefined,
  );
  const ratio = lowest
    ? {
        holds: (lowest.ratio ?? 0) >= targets.ratio,
        lowest: Math.round((lowest.ratio ?? 0) * 1000) / 1000,
        at: `${lowest.database}, ${thousands(lowest.patients)}`,
      }
    : undefined;
  const large = measured.find((row) => row.database === targets.p95Database && row.patients === targets.largest);
  const latency = large?.product ? { holds: large.product.p95Ms <= targets.p95Ms, p95Ms: large.product.p95Ms } : undefined;
  const scaling = [...new Set(measured.map((row) => row.database))].flatMap((database) => {
    const small = measured.find((row) => row.database === database && row.patients === targets.smallest)?.product;
    const big = measured.find((row) => row.database === database && row.patients === targets.largest)?.product;
    if (!small || !big) return [];
    const change = big.requestsPerSecond / small.requestsPerSecond - 1;
    return [{ database, holds: change >= targets.scaling - 1, change: Math.round(change * 1000) / 1000 }];
  });
  const yes = (holds: boolean) => (holds ? 'yes' : 'NO');
  const words = [
    ratio
      ? `≥ ${targets.ratio}× bare: ${yes(ratio.holds)} (lowest ${ratio.lowest.toFixed(3)}, ${ratio.at})`
      : `≥ ${targets.ratio}× bare: not measured`,
    latency
      ? `p95 ≤ ${targets.p95Ms} ms (${targets.p95Database}, ${thousands(targets.largest)}): ${yes(latency.holds)} (${ms(latency.p95Ms)} ms)`
      : `p95 ≤ ${targets.p95Ms} ms (${targets.p95Database}, ${thousands(targets.largest)}): not measured`,
    scaling.length > 0
      ? `req/s at ${thousands(targets.largest)} within 20% of ${targets.smallest}: ${scaling.map((each) => `${each.database} ${yes(each.holds)} (${each.change >= 0 ? '+' : '−'}${Math.abs(Math.round(each.change * 100))}%)`).join(', ')}`
      : `req/s at ${thousands(targets.largest)} within 20% of ${targets.smallest}: not measured`,
  ];
  return { call, ratio, latency, scaling, words: words.join('; ') };
}

console.log(
  `autocannon in its own process, ${connections} connections, ${seconds} s per call and server in turns (product, bare, bare, product)${smoke ? ' (smoke run)' : ''}, loopback; ${cpus().length} cores, Node ${process.version}, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);

// Context: what Fastify alone answers on this machine now.
const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
const [helloWorld] = await cannon.fire({
  servers: [{ url: await hello.listen({ port: 0, host: '127.0.0.1' }) }],
  connections,
  seconds,
  warmUpMs,
});
await hello.close();
if (!helloWorld) throw new Error('no figures for the hello-world');
console.log(
  `bare Fastify hello-world: ${perSecond(helloWorld.requestsPerSecond)} req/s  p50 ${ms(helloWorld.p50Ms)} ms  p95 ${ms(helloWorld.p95Ms)} ms`,
);

const databases: { name: string; open: () => Promise<Database> }[] = [];
if (databaseNames.includes('PGlite')) databases.push({ name: 'PGlite', open: openPglite });
const url = databaseNames.includes('PostgreSQL') ? await postgresUrl() : undefined;
if (url) databases.push({ name: 'PostgreSQL', open: openPostgres(url) });
else if (databaseNames.includes('PostgreSQL'))
  console.log('PostgreSQL: not reachable (DATABASE_URL, TEST_DATABASE_URL or 127.0.0.1:5432), skipped');

try {
  for (const { name, open } of databases) for (const patients of sizes) await measure(name, open, patients);
} finally {
  cannon.close();
}

const cell = (figures: CannonResult | undefined, key: 'requestsPerSecond' | 'p50Ms' | 'p95Ms') =>
  figures ? (key === 'requestsPerSecond' ? perSecond(figures[key]) : `${ms(figures[key])} ms`) : '–';
console.log(`\n| database | patients | call | product req/s | p50 | p95 | bare req/s | p50 | p95 | product/bare |`);
console.log('|---|--:|---|--:|--:|--:|--:|--:|--:|--:|');
for (const row of rows) {
  console.log(
    `| ${row.database} | ${thousands(row.patients)} | ${row.call} | ${cell(row.product, 'requestsPerSecond')} | ${cell(row.product, 'p50Ms')} | ${cell(row.product, 'p95Ms')} | ${cell(row.bare, 'requestsPerSecond')} | ${cell(row.bare, 'p50Ms')} | ${cell(row.bare, 'p95Ms')} | ${row.ratio === undefined ? (row.problem ? 'failed' : '–') : row.ratio.toFixed(2)} |`,
  );
}
console.log(
  `\nSeeding: ${seeds.map((seed) => `${seed.database} ${thousands(seed.patients)} patients ${seed.seconds} s`).join(', ')}`,
);

const checks = benchCalls.map(checksOf);
console.log(
  `\nTargets: product ≥ ${targets.ratio}× bare; p95 ≤ ${targets.p95Ms} ms at ${connections} connections on ${targets.p95Database} at ${thousands(targets.largest)} patients; req/s at ${thousands(targets.largest)} patients within 20% of ${targets.smallest}`,
);
for (const check of checks) console.log(`${check.call}: ${check.words}`);

mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(
  jsonPath,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      smoke,
      seconds,
      connections,
      weeks,
      search: benchSearch,
      kind: benchKind,
      machine: { cores: cpus().length, node: process.version, loadAverage: loadavg() },
      helloWorld,
      seeds,
      rows,
      checks: checks.map(({ call, ratio, latency, scaling }) => ({ call, ratio, latency, scaling })),
      problems,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nFigures as JSON: ${jsonPath}`);

if (problems.length > 0) {
  console.log(`\n${problems.length} call(s) failed:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
