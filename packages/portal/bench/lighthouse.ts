/**
 * Lighthouse's mobile preset (simulated throttling) on pages of a running server, in the system Chromium.
 * Chromium is started by Playwright with a debugging port Lighthouse connects to, in its default profile, so a
 * signed-in page reads the session cookie set here; the browser's cache, and the origin's service worker, its
 * caches and its local storage are emptied before every run, so each is a first visit. A page measured `again` is
 * the same person's next visit instead: it is opened twice first, and what the browser kept is kept (its cache, the
 * compiled scripts, the patient app's service worker and its precache).
 *
 * The preset slows the CPU down 4×, tuned on a host faster than most test machines; with `cpuSlowdown:
 * 'calibrated'` each run's slowdown is instead calibrated to the host's speed measured just before it, as
 * Lighthouse's docs advise (`cpuSlowdown.ts`), so a busy or slow machine emulates the same phone as a quiet one.
 */
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumPath } from '@rehab/test-kit/chromium';
import { freePort } from '@rehab/test-kit/freePort';
import { calibrationHeld, cpuSlowdownFor } from './cpuSlowdown.ts';

/** What a user waits for on one page, the median of the runs (by performance score). */
export type PageFigures = {
  page: string;
  url: string;
  runs: number;
  performance: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The run's CPU slowdown, and the host's speed (Lighthouse's BenchmarkIndex) it measured as it ran. */
  cpuSlowdown: number;
  benchmarkIndex: number;
  /** Bytes over the network, all of them and the scripts'. */
  transferred: number;
  transferredScript: number;
};

/** A signed-in visit's session: the cookie the app itself keeps its access token in. */
export type SessionCookie = { name: string; value: string; path: string };

type Audits = Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;


export type Lighthouse = {
  /**
   * Measures `path` of `baseUrl` `runs` times, signed in with `session` when given; writes the median run's whole
   * report to `report` when given (what the figures are made of: the largest scripts, the requests, what blocks).
   */
  measure: (
    name: string,
    baseUrl: string,
    path: string,
    options: { runs: number; session?: SessionCookie; again?: boolean; report?: string },
  ) => Promise<PageFigures>;
  close: () => Promise<void>;
};

/** The preset's slowdown as it is, or one calibrated to the host before every run. */
export type CpuSlowdown = number | 'calibrated';

export async function startLighthouse(cpuSlowdown: CpuSlowdown): Promise<Lighthouse> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const blank = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(blank);

  /** Empties what the browser keeps of the page's origin, so the next visit is a first one. */
  async function forget(url: string) {
    await cdp.send('Network.clearBrowserCache');
    // The patient app's service worker would otherwise answer the next run from its precache.
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage,local_storage,indexeddb' });
  }

  /**
   * Two visits, as a person makes them before the measured one: the second stores the compiled scripts Chromium
   * keeps for a script it has seen twice, and a service worker is waited for until it is ready (its precache filled).
   */
  async function visitTwice(url: string) {
    const page = await context.newPage();
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        if (await navigator.serviceWorker.getRegistration()) await navigator.serviceWorker.ready;
      });
    }
    await page.close();
  }

  /** The host's speed now, as Lighthouse measures it (the median of three, as the machine's load varies). */
  async function hostBenchmarkIndex() {
    const indexes: number[] = [];
    for (let sample = 0; sample < 3; sample += 1) indexes.push(await blank.evaluate(pageFunctions.computeBenchmarkIndex));
    return indexes.sort((a, b) => a - b)[1] ?? Number.NaN;
  }

  /**
   * One run. Run again, twice at most: a run whose trace Lighthouse could not record (it says to run again), and a
   * calibrated run during which the host's speed, as Lighthouse measured it as the run began, was not the speed the
   * slowdown was calibrated to (`calibrationHeld`): that run emulated another phone than the preset's.
   */
  async function runOnce(
    url: string,
    visit: { again: boolean; signedIn: boolean },
    attempt = 1,
  ): Promise<{ figures: Omit<PageFigures, 'page' | 'url' | 'runs'>; report: unknown }> {
    if (!visit.again) await forget(url);
    const calibrationIndex = cpuSlowdown === 'calibrated' ? await hostBenchmarkIndex() : undefined;
    const cpuSlowdownMultiplier = calibrationIndex === undefined ? (cpuSlowdown as number) : cpuSlowdownFor(calibrationIndex);
    const result = await lighthouse(url, {
      port,
      throttling: { cpuSlowdownMultiplier },
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse would clear the origin's cookies, and with them the session; a first visit's cache is emptied above.
      disableStorageReset: visit.again || visit.signedIn,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError && attempt < 3) return runOnce(url, visit, attempt + 1);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    if (calibrationIndex !== undefined && !calibrationHeld(calibrationIndex, lhr.environment.benchmarkIndex) && attempt < 3) {
      console.warn(`${url}: calibrated to a host of ${Math.round(calibrationIndex)}, which measured ${Math.round(lhr.environment.benchmarkIndex)} as the run began; run again`);
      return runOnce(url, visit, attempt + 1);
    }
    // A signed-in page that fell back to sign-in would be measured as the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    const audits = lhr.audits as unknown as Audits;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const resources = audits['resource-summary']?.details?.items ?? [];
    const figures = {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      cpuSlowdown: cpuSlowdownMultiplier,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      transferred: value('total-byte-weight'),
      transferredScript: resources.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    };
    return { figures, report: lhr };
  }

  return {
    async measure(name, baseUrl, path, { runs, session, again = false, report }) {
      const url = `${baseUrl}${path}`;
      await context.clearCookies();
      if (session) await context.addCookies([{ ...session, domain: new URL(baseUrl).hostname, sameSite: 'Lax' }]);
      if (again) {
        await forget(url);
        await visitTwice(url);
      }
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await runOnce(url, { again, signedIn: Boolean(session) }));
      // Lighthouse's own advice for several runs: report the run of the median score, whole.
      const median = results.sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(results.length / 2)];
      if (!median) throw new Error(`no Lighthouse run of ${path}`);
      if (report) writeFileSync(report, JSON.stringify(median.report));
      return { page: name, url: path, runs, ...median.figures };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
