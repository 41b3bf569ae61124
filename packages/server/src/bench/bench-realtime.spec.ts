import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '@rehab/test-kit/runToEnd';
import { serverStartLimitMs } from '../realtime/cluster-harness';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));


// The benchmark's figures are not judged here (no time is asserted); this only keeps it running from end to end:
// two server processes on PostgreSQL and Redis, a crowd of real users' sockets, messages from A arriving on B.
describe('npm run bench:realtime', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rehab-bench-realtime-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('completes in its smoke mode, prints its results and writes them as JSON', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      BENCH_SMOKE: '1',
      BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
      BENCH_REDIS_URL: process.env.TEST_REDIS_URL,
    };
    delete env.BENCH_CLIENTS;
    delete env.BENCH_MESSAGES;
    const json = join(dir, 'bench-realtime.json');
    const { code, output } = await runToEnd('bench-realtime.ts', { cwd: serverDir, env, args: ['--json', json], giveUpAfterMs: serverStartLimitMs + 60_000 });
    expect(code, output).toBe(0);
    expect(output).toMatch(/^4 clients connected \(2 on A, the rest on B\)/m);
    expect(output).toContain('socket.io echo round trip (B)');
    expect(output).toContain('POST on A → message:new on B');
    expect(output).toMatch(/^lost: \d+ of 3;/m);
    // What docs/benchmarks.md's table is generated from (scripts/benchTables.ts).
    const figures = JSON.parse(readFileSync(json, 'utf8')) as { smoke: boolean; clients: number; messages: number; measures: { measure: string; samples: number }[]; lost: number };
    expect(figures).toMatchObject({ smoke: true, clients: 4, messages: 3 });
    expect(figures.measures.map(({ measure }) => measure)).toEqual(['socket.io echo round trip (B)', 'POST on A → message:new on B']);
    expect(figures.measures[1]?.samples).toBe(3 - figures.lost);
  });
});
