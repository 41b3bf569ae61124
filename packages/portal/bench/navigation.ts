/**
 * Moving between screens inside an app that is already open, at a given CPU slowdown (DevTools protocol CPU
 * throttling), in Chromium at a desktop's 1440 px (where a physio works: the side drawer is on screen), no service
 * worker, each run in a new context (a first session: every screen's code comes from the server on its first
 * visit). The app's first screen is loaded unthrottled; then each step is a click and the next screen, timed with
 * performance marks from the click's `pointerdown`:
 * - route: the first DOM change with the address already the next screen's (the router has committed it);
 * - drawn: the frame after the DOM holds the next screen with its data (its marker, and nothing in it marked
 *   `aria-busy` as a placeholder or a call under way does), taken with a `requestAnimationFrame` just before that
 *   frame is painted;
 * and where the step's time went: the scripts and the calls it fetched (how many, and when the last ended, from the
 * click) and the main thread's long tasks (50 ms and more) in it, from the page's own performance entries.
 * The portal: the dashboard → the patient list (the drawer's link) → a patient's program (their row) → their chat
 * ("Skicka meddelande"). The bare app: its one route change, sign-in → its home (the form sent).
 */
import type { Browser, Locator, Page } from 'playwright-core';

export type NavigationStep = {
  step: string;
  /** Milliseconds from the click, the median of the runs. */
  route: number;
  drawn: number;
  /** Scripts and calls fetched in the step, and milliseconds from the click to the last one's end. */
  scripts: number;
  scriptsEnd: number;
  calls: number;
  callsEnd: number;
  /** Milliseconds of long tasks between the click and the screen drawn. */
  longTasks: number;
};
export type Navigation = { app: 'portal' | 'bare'; cpuSlowdown: number; runs: number; steps: NavigationStep[] };

/** Issue 45: the next screen drawn within this many milliseconds at the calibrated slowdown. */
export const navigationTarget = 300;

type Step = {
  name: string;
  /** What the reader clicks. */
  target: (tab: Page) => Locator;
  /** The next screen's address, its element that says it is drawn, and where placeholders are looked for. */
  path: string;
  marker: string;
  within: string;
  /** Before the click, outside the timing: bring the target into view. */
  before?: (tab: Page) => Promise<void>;
};

type Recorded = { down?: number; route?: number; dom?: number; drawn?: number };
declare global {
  interface Window {
    navigationStep: Recorded;
  }
}

/** Runs in the page before the click: marks the click, the route's commit and the next screen drawn. */
function armStep({ path, marker, within }: { path: string; marker: string; within: string }) {
  const step: Recorded = {};
  window.navigationStep = step;
  for (const mark of ['navigation:click', 'navigation:drawn']) performance.clearMarks(mark);
  addEventListener(
    'pointerdown',
    (event) => {
      step.down = event.timeStamp;
      performance.mark('navigation:click', { startTime: event.timeStamp });
    },
    { capture: true, once: true },
  );
  const onScreen = new RegExp(`^${path}$`);
  const observer = new MutationObserver(() => {
    if (step.down === undefined || !onScreen.test(location.pathname)) return;
    step.route ??= performance.now();
    const root = document.querySelector(within);
    if (step.dom === undefined && root?.querySelector(marker) && !root.querySelector('[aria-busy="true"]')) {
      step.dom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        step.drawn = performance.mark('navigation:drawn').startTime;
      });
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** What the step fetched and its long tasks, read in the page once it is drawn. */
function stepEntries({ from, to }: { from: number; to: number }) {
  const inStep = (entry: PerformanceEntry) => entry.startTime >= from && entry.startTime <= to;
  const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(inStep);
  const scripts = fetched.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const calls = fetched.filter((entry) => !scripts.includes(entry) && entry.initiatorType === 'fetch');
  const end = (entries: PerformanceResourceTiming[]) => Math.max(0, ...entries.map((entry) => entry.responseEnd - from));
  const longTasks = (window as unknown as { longTasks: PerformanceEntry[] }).longTasks
    .filter((task) => task.startTime + task.duration > from && task.startTime < to)
    .reduce((sum, task) => sum + Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from), 0);
  return { scripts: scripts.length, scriptsEnd: end(scripts), calls: calls.length, callsEnd: end(calls), longTasks };
}

/** Kept from the page's start: long tasks are not in the performance timeline unless observed. */
// And tsx names the functions handed to the page with a helper of its own, which the page lacks.
const observeLongTasks = `globalThis.__name = (f) => f; window.longTasks = []; new PerformanceObserver((list) => window.longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });`;

/** The portal's steps, through `patient` (one on the list's first page, with a chat with the physio). */
export function portalSteps(patient: { id: string; email: string }): Step[] {
  const row = (tab: Page) => tab.getByRole('grid').getByRole('row').filter({ hasText: patient.email });
  return [
    {
      name: 'dashboard → patient list',
      target: (tab) => tab.getByRole('navigation').getByRole('link', { name: 'Patienter' }),
      path: '/patients/list',
      marker: '[role="grid"] [role="gridcell"]',
      within: 'main',
    },
    {
      name: 'patient list → program',
      target: row,
      path: `/patients/view/${patient.id}/program`,
      marker: '[role="tabpanel"]',
      within: 'main',
      // The table draws only the rows in view: scrolled to the patient's first, as a reader would.
      before: async (tab) => {
        for (let turn = 0; turn < 40 && (await row(tab).count()) === 0; turn += 1) {
          await tab.getByRole('grid').hover();
          await tab.mouse.wheel(0, 200);
        }
      },
    },
    {
      name: 'program → chat',
      target: (tab) => tab.getByRole('button', { name: 'Skicka meddelande' }),
      path: '/chats/[^/]+',
      marker: '[role="log"]',
      within: 'main',
    },
  ];
}

export const bareSteps: Step[] = [
  { name: 'sign-in → home', target: (tab) => tab.getByRole('button', { name: 'Sign in' }), path: '/', marker: 'h1', within: 'body' },
];

/**
 * One run: a new context signed in with `session`, `start` loaded unthrottled until its `ready` element is there
 * and the network idle, `prepare` done, then each step at `slowdown`.
 */
async function runOnce(
  browser: Browser,
  url: string,
  steps: Step[],
  { slowdown, session, ready, prepare }: { slowdown: number; session?: { name: string; value: string; path: string }; ready: string; prepare?: (tab: Page) => Promise<void> },
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block', locale: 'sv-SE' });
  try {
    if (session) await context.addCookies([{ ...session, domain: new URL(url).hostname, sameSite: 'Lax' }]);
    await context.addInitScript({ content: observeLongTasks });
    const tab = await context.newPage();
    tab.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(tab);
    await tab.goto(url);
    await tab.locator(ready).first().waitFor({ timeout: 120_000 });
    await tab.waitForLoadState('networkidle');
    await prepare?.(tab);
    const measured: Omit<NavigationStep, 'step'>[] = [];
    for (const step of steps) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await step.before?.(tab);
      await tab.evaluate(armStep, { path: step.path, marker: step.marker, within: step.within });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await step.target(tab).click();
      await tab.waitForFunction(() => window.navigationStep.drawn !== undefined).catch(async (error: unknown) => {
        throw new Error(`${step.name}: the next screen was not drawn on ${tab.url()} (${JSON.stringify(await tab.evaluate(() => window.navigationStep))})`, { cause: error });
      });
      const { down = Number.NaN, route = Number.NaN, drawn = Number.NaN } = await tab.evaluate(() => window.navigationStep);
      measured.push({ route: route - down, drawn: drawn - down, ...(await tab.evaluate(stepEntries, { from: down, to: drawn })) });
      // The step's calls answered before the next step's click, as a reader's next click comes.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await tab.waitForLoadState('networkidle');
    }
    return measured;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** `runs` runs of `steps` from `url`, each figure the median of the runs; `slowdown` is asked anew before each run. */
export async function measureNavigation(
  browser: Browser,
  app: Navigation['app'],
  url: string,
  steps: Step[],
  options: { runs: number; slowdown: () => Promise<number>; session?: { name: string; value: string; path: string }; ready: string; prepare?: (tab: Page) => Promise<void> },
): Promise<Navigation> {
  const runs: Omit<NavigationStep, 'step'>[][] = [];
  const slowdowns: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const slowdown = await options.slowdown();
    slowdowns.push(slowdown);
    runs.push(await runOnce(browser, url, steps, { ...options, slowdown }));
  }
  const figure = (index: number, key: keyof Omit<NavigationStep, 'step'>) => median(runs.map((run) => run[index]?.[key] ?? Number.NaN));
  return {
    app,
    cpuSlowdown: median(slowdowns),
    runs: options.runs,
    steps: steps.map(({ name }, index) => ({
      step: name,
      route: figure(index, 'route'),
      drawn: figure(index, 'drawn'),
      scripts: figure(index, 'scripts'),
      scriptsEnd: figure(index, 'scriptsEnd'),
      calls: figure(index, 'calls'),
      callsEnd: figure(index, 'callsEnd'),
      longTasks: figure(index, 'longTasks'),
    })),
  };
}

export function printNavigation(measured: Navigation[]): string[] {
  const lines = [
    `\nMoving between screens (1440 px, no service worker, a new session each run), from the click, ms, median of the runs: drawn ≤ ${navigationTarget}`,
    '(route: the router committed the next address; drawn: the frame with the next screen and its data; scripts and calls: fetched in the step, and when the last ended; long: long tasks in it)\n',
  ];
  lines.push(`${'step'.padEnd(34)}${'route'.padStart(7)}${'drawn'.padStart(7)}${'scripts'.padStart(12)}${'calls'.padStart(12)}${'long'.padStart(7)}${'CPU'.padStart(7)}  target`);
  const ms = (value: number) => String(Math.round(value));
  for (const { app, cpuSlowdown, steps } of measured) {
    for (const step of steps) {
      const met = step.drawn <= navigationTarget;
      lines.push(
        `${`${app === 'bare' ? 'bare: ' : ''}${step.step}`.padEnd(34)}${ms(step.route).padStart(7)}${ms(step.drawn).padStart(7)}` +
          `${`${ms(step.scripts)} @ ${ms(step.scriptsEnd)}`.padStart(12)}${`${ms(step.calls)} @ ${ms(step.callsEnd)}`.padStart(12)}${ms(step.longTasks).padStart(7)}` +
          `${`${cpuSlowdown.toFixed(1)}×`.padStart(7)}  ${app === 'bare' ? '(yardstick)' : met ? 'met' : 'NOT met'}`,
      );
    }
  }
  return lines;
}
