/**
 * Lighthouse's mobile preset (simulated throttling) on pages of a running server, in the system Chromium.
 * Chromium is started by Playwright with a debugging port Lighthouse connects to, in its default profile, so a
 * signed-in page reads the session cookie set here; the browser's cache, and the origin's service worker, its
 * caches and its local storage are emptied before every run, so each is a first visit.
 */
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { freePort } from '../../../scripts/freePort.ts';

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
  measure: (name: string, baseUrl: string, path: string, options: { runs: number; session?: SessionCookie; report?: string }) => Promise<PageFigures>;
  close: () => Promise<void>;
};

export async function startLighthouse(): Promise<Lighthouse> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const blank = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(blank);

  /** One run; a run whose trace Lighthouse could not record (it says to run again) is run again, twice at most. */
  async function runOnce(url: string, signedIn: boolean, attempt = 1): Promise<{ figures: Omit<PageFigures, 'page' | 'url' | 'runs'>; report: unknown }> {
    await cdp.send('Network.clearBrowserCache');
    // The patient app's service worker would otherwise answer the next run from its precache.
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage,local_storage,indexeddb' });
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse would clear the origin's cookies, and with them the session; the cache is emptied above.
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError && attempt < 3) return runOnce(url, signedIn, attempt + 1);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
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
      transferred: value('total-byte-weight'),
      transferredScript: resources.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    };
    return { figures, report: lhr };
  }

  return {
    async measure(name, baseUrl, path, { runs, session, report }) {
      await context.clearCookies();
      if (session) await context.addCookies([{ ...session, domain: new URL(baseUrl).hostname, sameSite: 'Lax' }]);
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await runOnce(`${baseUrl}${path}`, Boolean(session)));
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
