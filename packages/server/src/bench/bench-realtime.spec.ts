import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs `bench-realtime.ts` as `npm run bench:realtime` does, in its own process group so a run that
 * never ends is ended with the server processes it started. Answers the exit code and all it printed.
 */
function runBench(env: NodeJS.ProcessEnv, giveUpAfterMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench-realtime.ts'], { cwd: serverDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stuck = setTimeout(() => {
      output += `\n(the bench had not ended after ${giveUpAfterMs} ms and was stopped)`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, giveUpAfterMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(stuck);
      resolve({ code, output });
    });
  });
}

// The benchmark's figures are not judged here (no time is asserted); this only keeps it running from end to end:
// two server processes on PostgreSQL and Redis, a crowd of real users' sockets, messages from A arriving on B.
describe('npm run bench:realtime', () => {
  it('completes in its smoke mode and prints its results', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      BENCH_SMOKE: '1',
      BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
      BENCH_REDIS_URL: process.env.TEST_REDIS_URL,
    };
    delete env.BENCH_CLIENTS;
    delete env.BENCH_MESSAGES;
    const { code, output } = await runBench(env, 110_000);
    expect(code, output).toBe(0);
    expect(output).toMatch(/^4 clients connected \(2 on A, the rest on B\)/m);
    expect(output).toContain('socket.io echo round trip (B)');
    expect(output).toContain('POST on A → message:new on B');
    expect(output).toMatch(/^lost: \d+ of 3;/m);
  });
});
