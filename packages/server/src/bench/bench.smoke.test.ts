import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '@rehab/test-kit/runToEnd';
import { benchCalls } from './target';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));


const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The server-pg project runs the same files on PostgreSQL; the smoke run covers both databases itself.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run bench', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rehab-bench-smoke-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Figures are not judged (no time is asserted): every call answers 2xx, alike on the product and the
  // bare handlers, on PGlite and on PostgreSQL when it answers, and each one's rows are printed.
  it('completes in its smoke mode and prints every call for the product and the bare handlers', { timeout: 180_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SMOKE: '1' };
    delete env.BENCH_SECONDS;
    delete env.BENCH_PATIENTS;
    const json = join(dir, 'bench.json');
    const { code, output } = await runToEnd('bench.ts', { cwd: serverDir, env, args: ['--json', json], giveUpAfterMs: 150_000 });
    expect(code, output).toBe(0);
    expect(output).toMatch(/^bare Fastify hello-world: [\d.,]+ req\/s/m);
    const databases = output.includes('PostgreSQL: not reachable') ? ['PGlite'] : ['PGlite', 'PostgreSQL'];
    for (const database of databases) {
      for (const call of benchCalls) {
        for (const side of ['product', 'bare']) {
          expect(output, `${database} ${call} ${side}`).toMatch(new RegExp(`^${database} +30 patients +${escaped(call)} +${side} +[\\d.,]+ req/s +p50 +[\\d.,]+ ms +p95 +[\\d.,]+ ms`, 'm'));
        }
      }
    }
    const figures = JSON.parse(readFileSync(json, 'utf8')) as { rows: { database: string; call: string; product?: unknown; bare?: unknown }[]; problems: string[] };
    expect(figures.problems).toEqual([]);
    expect(figures.rows).toHaveLength(databases.length * benchCalls.length);
    for (const row of figures.rows) expect(row.product && row.bare, `${row.database} ${row.call}`).toBeTruthy();
  });
});
