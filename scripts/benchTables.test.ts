import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarksPage, fillMarkers, realtimeTable, serverTable, webTables, type WebRun } from './benchTables';

const page = (app: 'portal' | 'patient' | 'bare', name: string, figures: Partial<WebRun['pages'][number]['figures']> = {}) => ({
  app,
  figures: {
    page: name,
    url: '/',
    runs: 3,
    performance: 100,
    fcp: 1240,
    lcp: 1240,
    tbt: 12.4,
    cls: 0.003,
    cpuSlowdown: 6.78,
    benchmarkIndex: 2672.4,
    transferred: 39040,
    transferredScript: 1757,
    ...figures,
  },
});

const web: WebRun = {
  runs: 3,
  preset: 'mobile, simulated throttling',
  cpuSlowdown: 'calibrated',
  bytes: { portal: { entry: 2048, signIn: 3072, dashboard: 4096 }, bare: { entry: 1024, signIn: 1024, dashboard: 1024 } },
  pages: [
    page('portal', 'sign-in'),
    page('portal', 'dashboard', { performance: 50, lcp: 4750 }),
    page('portal', 'dashboard again', { performance: 73 }),
    page('patient', 'app-today', { performance: 91, lcp: 9000 }),
    page('bare', 'sign-in', { transferredScript: 87_900 }),
  ],
};

describe('the benchmark tables', () => {
  it("judge each page by its own target: met, not met, the dashboard's next visit by its score, a yardstick for the bare app", () => {
    const tables = webTables(web);
    expect(tables).toContain(
      '| sign-in | 100 | 1.24 s | 1.24 s | 12 ms | 0.003 | 38.1 kB | 1.7 kB | 6.78× | 2,672 | ≥ 95, LCP ≤ 2.00 s, CLS ≤ 0.05, JS ≤ 1.6× bare: met |',
    );
    expect(tables).toContain(
      '| dashboard | 50 | 1.24 s | 4.75 s | 12 ms | 0.003 | 38.1 kB | 1.7 kB | 6.78× | 2,672 | ≥ 90, LCP ≤ 2.50 s, TBT ≤ 200 ms, CLS ≤ 0.05, JS ≤ 1.6× bare: **not met** |',
    );
    expect(tables).toMatch(/^\| dashboard, next visit \| 73 \|.*\| ≥ 95, CLS ≤ 0\.05: \*\*not met\*\* \|$/m);
    // The patient app's first screen has a score target and no LCP target.
    expect(tables).toMatch(/^\| patient app: today \| 91 \| 1\.24 s \| 9\.00 s \|.*\| ≥ 90, CLS ≤ 0\.05: met \|$/m);
    expect(tables).toMatch(/^\| bare app: sign-in \|.*\| yardstick \|$/m);
  });

  it("give the first visit's bytes beside the bare app's, leaving out an app that was not built", () => {
    const tables = webTables(web);
    expect(tables).toContain('| portal: `/sign-in` | 3.0 kB | 1.0 kB | 3.00× |');
    expect(tables).not.toContain('patient app: entry');
    expect(tables).toContain(
      "`/sign-in`'s initial JavaScript (what runs once the reader acts): 3.00× the bare app's (target ≤ 1.6×); transferred on a first visit: 0.02×.",
    );
    expect(tables).toContain('CPU slowdown calibrated to the host, median of 3 runs');
  });

  it('print the server figures as the bench does, and a call that failed as failed', () => {
    const table = serverTable({
      seconds: 5,
      connections: 10,
      helloWorld: { requestsPerSecond: 23_222.6 },
      rows: [
        {
          database: 'PGlite',
          patients: 10_000,
          call: 'dashboard',
          product: { requestsPerSecond: 3.7, p50Ms: 749.2, p95Ms: 2182 },
          bare: { requestsPerSecond: 3.9, p50Ms: 99.04, p95Ms: 2129 },
          ratio: 0.948,
        },
        { database: 'PostgreSQL', patients: 200, call: 'to-do of a day', problem: 'status 500' },
      ],
    });
    expect(table).toContain('A bare Fastify hello-world: 23,223 req/s.');
    expect(table).toContain('| PGlite | 10,000 | dashboard | 3.7 | 749 ms | 2,182 ms | 3.9 | 99.0 ms | 2,129 ms | 0.95 |');
    expect(table).toContain('| PostgreSQL | 200 | to-do of a day | – | – | – | – | – | – | failed |');
  });

  it('print the socket latencies with what was lost', () => {
    const table = realtimeTable({
      clients: 1000,
      messages: 300,
      lost: 2,
      measures: [{ measure: 'POST on A → message:new on B', samples: 298, p50Ms: 8.4, p99Ms: 22.6, maxMs: 27.3 }],
    });
    expect(table).toContain('1,000 clients, 300 messages; lost: 2.');
    expect(table).toContain('| POST on A → message:new on B | 298 | 8.4 ms | 22.6 ms | 27.3 ms |');
  });

  it("replace only what stands between a table's markers, the same however often it runs", () => {
    const doc = 'before\n<!-- bench:web -->\nold figures\n<!-- /bench:web -->\nafter\n';
    const once = fillMarkers(doc, 'web', 'new figures');
    expect(once).toBe('before\n<!-- bench:web -->\nnew figures\n<!-- /bench:web -->\nafter\n');
    expect(fillMarkers(once, 'web', 'new figures')).toBe(once);
    expect(() => fillMarkers(doc, 'server', 'x')).toThrow('the page has no <!-- bench:server -->');
  });

  it('are what docs/benchmarks.md shows: nobody edited a figure by hand', () => {
    const doc = readFileSync(new URL('../docs/benchmarks.md', import.meta.url), 'utf8');
    expect(benchmarksPage(doc)).toBe(doc);
  });
});
