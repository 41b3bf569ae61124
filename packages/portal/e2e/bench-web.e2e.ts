import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runToEnd } from '../../../scripts/run-to-end';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `bench-web.ts` as `npm run bench:web` does; a run that never ends is stopped. */
function runBench(giveUpAfterMs: number) {
  // Vitest sets NODE_ENV=test, which the builds would bake in; the bench is run without it.
  const env = { ...process.env };
  delete env.NODE_ENV;
  return runToEnd('packages/portal/bench/bench-web.ts', { cwd: repoRoot, env, giveUpAfterMs });
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
