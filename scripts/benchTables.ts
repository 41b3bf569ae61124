/**
 * `npm run bench:tables`: writes the tables of docs/benchmarks.md from the JSON the benches write, between the
 * markers `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`, so the figures in the docs are always a run's own.
 * `--check` writes nothing and fails when the page is not what the JSON gives (a figure edited by hand, or a
 * run whose tables were not generated).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PageFigures } from '../packages/portal/bench/lighthouse.ts';
import { barePageFor, missedTargets, signInTarget, targetText } from '../packages/portal/bench/targets.ts';

/** What `npm run bench:web` writes (packages/portal/bench/lighthouse.json). */
export interface WebRun {
  runs: number;
  preset: string;
  cpuSlowdown: number | 'calibrated';
  bytes: Record<'portal' | 'bare', RouteBytes> & { patient?: RouteBytes };
  pages: { app: 'portal' | 'patient' | 'bare'; figures: PageFigures }[];
}
type RouteBytes = { entry: number; signIn: number; dashboard?: number; today?: number };

/** What `npm run bench` writes (only the fields the table reads). */
export interface ServerRun {
  seconds: number;
  connections: number;
  helloWorld: { requestsPerSecond: number };
  rows: {
    database: string;
    patients: number;
    call: string;
    product?: Figures;
    bare?: Figures;
    ratio?: number;
    problem?: string;
  }[];
}
type Figures = { requestsPerSecond: number; p50Ms: number; p95Ms: number };

/** What `npm run bench:realtime` writes. */
export interface RealtimeRun {
  clients: number;
  messages: number;
  measures: { measure: string; samples: number; p50Ms: number; p99Ms: number; maxMs: number }[];
  lost: number;
}

const thousands = (value: number) => value.toLocaleString('en-US');
/** Three figures at most: 2,182 · 110 · 89.0 · 3.7 (as the server bench prints them). */
const figure = (value: number) => (value >= 100 ? thousands(Math.round(value)) : value.toFixed(1));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value: number) => `${value.toFixed(2)}×`;
const table = (head: string[], align: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

const pageNames: Record<string, string> = {
  'dashboard again': 'dashboard, next visit',
  'app-sign-in': 'patient app: sign-in',
  'app-today': 'patient app: today',
  'app-today again': 'patient app: today, next visit',
};

function targetWords(run: WebRun, app: WebRun['pages'][number]['app'], page: PageFigures): string {
  if (app === 'bare') return 'yardstick';
  const bare = run.pages.find((each) => each.app === 'bare' && each.figures.page === barePageFor(page.page));
  const missed = missedTargets(page, bare?.figures.transferredScript);
  if (!missed) return '(none)';
  return `${targetText(page.page)}: ${missed.length ? '**not met**' : 'met'}`;
}

/** The first visit's JavaScript per route, and Lighthouse's figures per page. */
export function webTables(run: WebRun): string {
  const { portal, patient, bare } = run.bytes;
  const routes: [string, number | undefined, number | undefined][] = [
    ['portal: entry (any route)', portal.entry, bare.entry],
    ['portal: `/sign-in`', portal.signIn, bare.signIn],
    ['portal: dashboard (`/`)', portal.dashboard, bare.dashboard],
    ...(patient
      ? ([
          ['patient app: entry (any route)', patient.entry, bare.entry],
          ['patient app: `/app/sign-in`', patient.signIn, bare.signIn],
          ['patient app: today (`/app/`)', patient.today, bare.dashboard],
        ] as [string, number | undefined, number | undefined][])
      : []),
  ];
  const bytes = table(
    ['route', 'app', 'bare app', 'ratio'],
    ['---', '--:', '--:', '--:'],
    routes
      .filter((row): row is [string, number, number] => row[1] !== undefined && row[2] !== undefined)
      .map(([route, app, bareBytes]) => [route, kB(app), kB(bareBytes), ratio(app / bareBytes)]),
  );
  const slowdown =
    run.cpuSlowdown === 'calibrated' ? 'CPU slowdown calibrated to the host' : `CPU slowed down ${run.cpuSlowdown}×`;
  const pages = table(
    ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'of it JavaScript', 'CPU slowdown', 'host', 'target'],
    ['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '--:', '---'],
    run.pages.map(({ app, figures: page }) => [
      app === 'bare' ? `bare app: ${page.page}` : (pageNames[page.page] ?? page.page),
      String(page.performance),
      seconds(page.fcp),
      seconds(page.lcp),
      `${Math.round(page.tbt)} ms`,
      page.cls.toFixed(3),
      kB(page.transferred),
      kB(page.transferredScript),
      ratio(page.cpuSlowdown),
      thousands(Math.round(page.benchmarkIndex)),
      targetWords(run, app, page),
    ]),
  );
  const signIn = run.pages.find(({ app, figures: page }) => app === 'portal' && page.page === 'sign-in')?.figures;
  const bareSignIn = run.pages.find(({ app, figures: page }) => app === 'bare' && page.page === 'sign-in')?.figures;
  const built = `\`/sign-in\`'s initial JavaScript (what runs once the reader acts): ${ratio(portal.signIn / bare.signIn)} the bare app's (target ≤ ${signInTarget}×)`;
  const transferred =
    signIn && bareSignIn
      ? `; transferred on a first visit: ${ratio(signIn.transferredScript / bareSignIn.transferredScript)}`
      : '';
  const scriptRatio = `\n\n${built}${transferred}.`;
  return [
    "Initial JavaScript, gzip (the entry and the route's lazy modules with their static imports):",
    bytes,
    `Lighthouse, ${run.preset}, ${slowdown}, median of ${run.runs} run${run.runs === 1 ? '' : 's'}:`,
    `${pages}${scriptRatio}`,
  ].join('\n\n');
}

/** The product against the same work done bare, per database, clinic size and call. */
export function serverTable(run: ServerRun): string {
  const cells = (figures?: Figures) =>
    figures ? [figure(figures.requestsPerSecond), `${figure(figures.p50Ms)} ms`, `${figure(figures.p95Ms)} ms`] : ['–', '–', '–'];
  const rows = table(
    ['database', 'patients', 'call', 'product req/s', 'p50', 'p95', 'bare req/s', 'p50', 'p95', 'product/bare'],
    ['---', '--:', '---', '--:', '--:', '--:', '--:', '--:', '--:', '--:'],
    run.rows.map((row) => [
      row.database,
      thousands(row.patients),
      row.call,
      ...cells(row.product),
      ...cells(row.bare),
      row.ratio === undefined ? (row.problem ? 'failed' : '–') : row.ratio.toFixed(2),
    ]),
  );
  return `${run.connections} connections, ${run.seconds} s per call. A bare Fastify hello-world: ${thousands(Math.round(run.helloWorld.requestsPerSecond))} req/s.\n\n${rows}`;
}

/** Socket latency across two processes, beside an echo round trip. */
export function realtimeTable(run: RealtimeRun): string {
  const rows = table(
    ['', 'samples', 'p50', 'p99', 'max'],
    ['---', '--:', '--:', '--:', '--:'],
    run.measures.map((each) => [
      each.measure,
      thousands(each.samples),
      `${each.p50Ms} ms`,
      `${each.p99Ms} ms`,
      `${each.maxMs} ms`,
    ]),
  );
  return `${thousands(run.clients)} clients, ${thousands(run.messages)} messages; lost: ${run.lost}.\n\n${rows}`;
}

/** `doc` with what stands between the markers of `name` replaced by `content`. */
export function fillMarkers(doc: string, name: string, content: string): string {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) throw new Error(`the page has no ${start} … ${end}`);
  return `${doc.slice(0, from + start.length)}\n${content}\n${doc.slice(to)}`;
}

const root = new URL('..', import.meta.url);
const readJson = <T>(path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as T;

/** The page with every table filled from its JSON. */
export function benchmarksPage(doc: string): string {
  let page = fillMarkers(doc, 'web', webTables(readJson<WebRun>('packages/portal/bench/lighthouse.json')));
  page = fillMarkers(page, 'server', serverTable(readJson<ServerRun>('docs/benchmarks/server.json')));
  return fillMarkers(page, 'realtime', realtimeTable(readJson<RealtimeRun>('docs/benchmarks/realtime.json')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pagePath = new URL('docs/benchmarks.md', root);
  const doc = readFileSync(pagePath, 'utf8');
  const page = benchmarksPage(doc);
  if (process.argv.includes('--check')) {
    if (page !== doc) {
      console.error("docs/benchmarks.md is not what the benches' JSON gives: run npm run bench:tables");
      process.exitCode = 1;
    }
  } else {
    writeFileSync(pagePath, page);
    console.log(page === doc ? 'docs/benchmarks.md: already up to date' : 'docs/benchmarks.md: tables written');
  }
}
