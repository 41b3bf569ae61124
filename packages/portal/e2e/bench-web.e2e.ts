import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `bench-web.ts` as `npm run bench:web` does; a run that never ends is stopped. Answers the exit code and all it printed. */
function runBench(giveUpAfterMs: number): Promise<{ code: number | null; output: string }> {
  // Vitest sets NODE_ENV=test, which the builds would bake in; the bench is run without it.
  const env = { ...process.env };
  delete env.NODE_ENV;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/portal/bench/bench-web.ts'], {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

// bench:web is one short run already (a production build of the portal and of the bare app, then their sizes),
// so it runs here as it is. Its figures and its target are not judged (no size or time is asserted): this keeps
// it building and reading both manifests from end to end.
describe('npm run bench:web', () => {
  it('builds both apps and prints the initial JavaScript of each route', { timeout: 120_000 }, async () => {
    const { code, output } = await runBench(110_000);
    expect(code, output).toBe(0);
    for (const route of ['entry (any route)', '/sign-in', 'dashboard (/)']) {
      expect(output).toMatch(new RegExp(`^${route.replace(/[()/]/g, '\\$&')} +\\d+\\.\\d kB +\\d+\\.\\d kB +\\d+\\.\\d\\d×$`, 'm'));
    }
    expect(output).toMatch(/^\/sign-in target ≤ [\d.]+× the bare app: (met|NOT met) \(\d+\.\d\d×\)$/m);
  });
});
