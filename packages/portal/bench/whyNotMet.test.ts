import { describe, expect, it } from 'vitest';
import type { PageFigures } from './lighthouse.ts';
import { missedTargets } from './targets.ts';
import { printWhyNotMet } from './whyNotMet.ts';

const page = (figures: Partial<PageFigures>): PageFigures => ({
  page: 'dashboard',
  url: '/',
  runs: 1,
  performance: 95,
  fcp: 900,
  lcp: 1500,
  tbt: 100,
  cls: 0,
  cpuSlowdown: 4,
  benchmarkIndex: 1500,
  transferred: 200_000,
  transferredScript: 100_000,
  ...figures,
});

describe('targets and why they were not met', () => {
  it('names each figure a page misses beside its target, the script against the bare page', () => {
    expect(missedTargets(page({}), 100_000)).toEqual([]);
    expect(missedTargets(page({ performance: 55, lcp: 4700, tbt: 1230, cls: 0.1, transferredScript: 266_000 }), 85_000)).toEqual([
      'score 55 < 90',
      'LCP 4.70 s > 2.50',
      'TBT 1230 ms > 200',
      'CLS 0.100 > 0.05',
      'JS 3.13× bare > 1.6',
    ]);
    expect(missedTargets(page({ page: 'no such page' }))).toBeUndefined();
  });

  it('explains a missed page with its main thread and a slow step with where it went, and nothing that was met', () => {
    const lines = printWhyNotMet({
      pages: [
        { app: 'portal', figures: page({ tbt: 1230 }) },
        { app: 'portal', figures: page({ page: 'chat' }) },
        { app: 'bare', figures: page({ tbt: 20, transferredScript: 85_000 }) },
      ],
      bareScript: () => 85_000,
      mainThread: [
        {
          page: 'dashboard',
          phases: { compile: 100, evaluation: 600, script: 900, style: 50, layout: 80, paint: 20, html: 5, gc: 30, other: 10 },
          packages: [{ name: 'react-dom', total: 700, parts: { evaluation: 0, render: 650, other: 50 } }],
          longTasks: [60, 420],
        },
      ],
      firstTaps: [{ page: 'sign-in', mode: 'idle', cpuSlowdown: 4, taken: 40, pressedShown: true, result: 300, ready: 800 }],
      navigation: [
        {
          app: 'portal',
          cpuSlowdown: 4,
          runs: 1,
          steps: [
            { step: 'dashboard → patient list', route: 900, drawn: 4200, scripts: 9, scriptsEnd: 1100, calls: 13, callsEnd: 3000, longTasks: 2100 },
            { step: 'program → chat', route: 100, drawn: 250, scripts: 0, scriptsEnd: 0, calls: 1, callsEnd: 200, longTasks: 0 },
          ],
        },
      ],
    });
    expect(lines.slice(1)).toEqual([
      "dashboard: TBT 1230 ms > 200; bare app's dashboard: TBT 20 ms, LCP 1.50 s; main thread 1795 ms: script 900 ms, evaluation 600 ms, compile 100 ms; longest task 420 ms; most script: react-dom 700 ms (render 650 ms). Tried: docs/performance.md, 'Where the signed-in screens' time goes' and 'Measured and left out'.",
      "dashboard → patient list: drawn 4200 ms > 300; route committed at 900 ms; 9 scripts, the last at 1100 ms; 13 calls, the last at 3000 ms; long tasks 2100 ms. Tried: docs/performance.md, 'Moving between screens'.",
    ]);
  });
});
