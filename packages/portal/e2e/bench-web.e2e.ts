import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { runToEnd } from '@rehab/test-kit/runToEnd';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `bench-web.ts` as `npm run bench:web` does, with `args`; a run that never ends is stopped. */
function runBench(args: string[], giveUpAfterMs: number) {
  // Vitest sets NODE_ENV=test, which the builds would bake in; the bench is run without it.
  const env = { ...process.env };
  delete env.NODE_ENV;
  return runToEnd('packages/portal/bench/bench-web.ts', { cwd: repoRoot, env, args, giveUpAfterMs });
}

// bench:web's byte table reads the portal's build the suite's server serves instead of building it again, and builds
// the bare app; every other part runs once, on one page, on the suite's server: Lighthouse on /sign-in (a drawn page,
// one load), the main thread traced on the dashboard, the first tap on the drawn sign-in with the app started at idle,
// and one run of moving from the dashboard to a patient's chat. No figure, target or time is judged: this keeps it
// building, reading both manifests, calibrating, driving Lighthouse in the system Chromium, tracing, profiling,
// tapping and clicking through from end to end, and writing its JSON. (It ran Lighthouse on a next visit too, and
// both ways of loading the app on the tap: four page loads more, the longest e2e file.)
describe('npm run bench:web', () => {
  it('builds the bare app, prints the initial JavaScript of each route, Lighthouse, the main thread by phase and package, the first tap and moving between screens, and writes them as JSON', { timeout: 420_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-web-e2e-'));
    const json = join(dir, 'lighthouse.json');
    try {
      const { code, output } = await runBench([
        ...['--runs', '1', '--pages', 'sign-in', '--main-thread', 'dashboard', '--first-tap', 'sign-in', '--first-tap-modes', 'idle', '--navigation', 'portal'],
        ...['--portal-url', inject('baseUrl'), '--portal-build', inject('portalDir'), '--json', json],
      ], 410_000);
      expect(code, output).toBe(0);
      for (const route of ['entry (any route)', '/sign-in', 'dashboard (/)']) {
        expect(output).toMatch(new RegExp(`^${route.replace(/[()/]/g, '\\$&')} +\\d+\\.\\d kB +\\d+\\.\\d kB +\\d+\\.\\d\\d×$`, 'm'));
      }
      expect(output).toMatch(/^Lighthouse, mobile preset with simulated throttling and the CPU slowdown calibrated to the host before each run, /m);
      expect(output).toMatch(/^\/sign-in target ≤ [\d.]+× the bare app: (met|NOT met) \(\d+\.\d\d×\)$/m);
      expect(output).toMatch(/^sign-in +\d+ +\d+\.\d\d s +\d+\.\d\d s +\d+ ms +\d\.\d{3} +\d+\.\d kB +\d+\.\d kB +\d+\.\d× +\d+ {2}≥ 95, .*: (met|NOT met)$/m);
      expect(output).toMatch(/^dashboard: main thread by phase \(ms\): compile \d+, evaluation \d+, script \d+, style \d+, layout \d+, paint \d+, html \d+, gc \d+, other \d+$/m);
      expect(output).toMatch(/^react-dom +\d+ +0 +\d+ +0$/m);
      expect(output).toMatch(/^sign-in +at idle +\d+ +(yes|no) +\d+ +\d+ +\d+\.\d× {2}(met|NOT met)$/m);
      for (const step of ['dashboard → patient list', 'patient list → program', 'program → chat']) {
        expect(output).toMatch(new RegExp(`^${step} +\\d+ +\\d+ +\\d+ @ \\d+ +\\d+ @ \\d+ +\\d+ +\\d+\\.\\d× {2}(met|NOT met)$`, 'm'));
      }
      // Every target missed is explained at the end with the run's own figures and where what was tried is written.
      expect(output).toMatch(/^Targets not met in this run, and where their time went \(the same run's figures\):$/m);
      for (const step of ['dashboard → patient list', 'patient list → program', 'program → chat']) {
        if (!new RegExp(`^${step} .*NOT met$`, 'm').test(output)) continue;
        expect(output).toMatch(new RegExp(`^${step}: drawn \\d+ ms > 300; .*; long tasks \\d+ ms\\. Tried: docs/performance\\.md, 'Moving between screens'\\.$`, 'm'));
      }
      if (/^sign-in +\d+ +\d+\.\d\d s .*NOT met$/m.test(output)) expect(output).toMatch(/^sign-in: (score|LCP|TBT|CLS|JS) .*\. Tried: docs\/performance\.md, /m);
      if (/^sign-in +at idle .*NOT met$/m.test(output)) expect(output).toMatch(/^sign-in \(app loaded at idle\): .*\. Tried: docs\/performance\.md, 'The first tap on a drawn page'\.$/m);
      const written = JSON.parse(readFileSync(json, 'utf8')) as {
        pages: { app: string; figures: Record<string, unknown> }[];
        mainThread: { page: string; phases: Record<string, unknown>; packages: { name: string }[] }[];
        firstTaps: Record<string, unknown>[];
        navigation: { app: string; runs: number; steps: Record<string, unknown>[] }[];
      };
      expect(written.mainThread).toMatchObject([{ page: 'dashboard', phases: { evaluation: expect.any(Number), layout: expect.any(Number) } }]);
      expect(written.mainThread[0]?.packages.map(({ name }) => name)).toContain('react-dom');
      expect(written.firstTaps).toMatchObject([
        { page: 'sign-in', mode: 'idle', taken: expect.any(Number), pressedShown: expect.any(Boolean), result: expect.any(Number), ready: expect.any(Number) },
      ]);
      const step = { route: expect.any(Number), drawn: expect.any(Number), scripts: expect.any(Number), calls: expect.any(Number), longTasks: expect.any(Number) };
      expect(written.navigation).toMatchObject([
        { app: 'portal', runs: 1, steps: [{ step: 'dashboard → patient list', ...step }, { step: 'patient list → program', ...step }, { step: 'program → chat', ...step }] },
      ]);
      expect(written.pages).toMatchObject([
        { app: 'portal', figures: { page: 'sign-in', url: '/sign-in', runs: 1 } },
      ]);
      for (const page of written.pages) {
        for (const figure of ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'cpuSlowdown', 'benchmarkIndex', 'transferred', 'transferredScript']) {
          expect(page.figures[figure], `${String(page.figures.page)}: ${figure}`).toEqual(expect.any(Number));
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
