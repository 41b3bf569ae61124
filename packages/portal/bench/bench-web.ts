/**
 * `npm run bench:web`: builds the portal, the patient app and a bare React + react-router app with the same Vite, and
 * 1. prints the JavaScript a first visit downloads (gzip) for /sign-in and the dashboard, and for the patient app's
 *    /app/sign-in and today, beside the bare app, and what each entry alone weighs (what every first visit pays
 *    before its route). A route's initial JavaScript is the entry chunk and its static imports, plus the route's
 *    lazy modules and their static imports, read from Vite's manifest;
 * 2. serves the portal and the patient app with the production server of `npm start`, and the bare app with one of
 *    its own, and runs Lighthouse (mobile preset, simulated throttling, 3 runs, the median) on /sign-in and, signed
 *    in as the demo physio, the dashboard, the patient list and a chat; on the patient app's /app/sign-in and,
 *    signed in as a demo patient, today (/app/); the dashboard and today once more as the next visit of the same
 *    person ("again": what the browser kept from the visits before is kept, the patient app's service worker too);
 *    and on the bare app's two pages as the yardstick; prints score,
 *    FCP, LCP, TBT, CLS and bytes per page against the targets, and writes them as JSON (--json,
 *    bench/lighthouse.json by default). The CPU slowdown of every run is calibrated to the host's speed measured
 *    just before it (`cpuSlowdown.ts`), so a busy machine emulates the same phone as a quiet one; `--cpu-slowdown 4`
 *    runs the preset as it is instead, whatever the host.
 * 3. at the same slowdown, where the main thread goes on a first visit to the dashboard, the patient list and a chat
 *    (`mainThread.ts`: by phase from a Chromium trace, by package from a CPU profile mapped through the source maps;
 *    --main-thread names the pages, none with ""), and the first tap on the drawn sign-in and today, with the app
 *    loaded on the tap and at idle (`firstTap.ts`; --first-tap names the pages, none with "", and --first-tap-modes
 *    the ways of loading, `first act,idle`);
 * 4. at the same slowdown, moving between screens inside the open portal (dashboard → patient list → a patient's
 *    program → their chat), each step from the click to the next screen drawn with its data, beside the bare app's
 *    own route change measured the same way, the median of --runs (`navigation.ts`; --navigation names the apps,
 *    portal and bare, none with ""; the bare app only when its server is the bench's own).
 * Options: --pages sign-in,chat,app-today (the pages to measure; the patient app is built only when one of its
 * pages is among them), --reports DIR (write each page's median Lighthouse report there), and for the e2e smoke run
 * (e2e/bench-web.e2e.ts) --runs N, --portal-url URL (measure a server already running; no servers are started,
 * no bare app measured) and --portal-build DIR (that server's build, made with Vite's manifest: its bytes are read
 * instead of building the portal again), and --bare-url URL (with --portal-url: the bare app's build served there,
 * for the figures that have it beside them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { initialScripts, readManifest } from './initialScripts.ts';
import { chromium, type Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { hydratedEvent } from '@rehab/web/firstAct';
import { chromiumArgs, chromiumPath } from '@rehab/test-kit/chromium';
import { cpuSlowdownFor } from './cpuSlowdown.ts';
import { measureFirstTap, printFirstTap, type FirstTap, type TapMode, type TapPage } from './firstTap.ts';
import { startLighthouse, type CpuSlowdown, type PageFigures, type SessionCookie } from './lighthouse.ts';
import { measureMainThread, printMainThread, type MainThread } from './mainThread.ts';
import { bareSteps, measureNavigation, portalSteps, printNavigation, type Navigation } from './navigation.ts';
import { barePageFor, missedTargets, signInTarget, targetText } from './targets.ts';
import { printWhyNotMet } from './whyNotMet.ts';
import { freePort } from '@rehab/test-kit/freePort';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'sign-in,dashboard,patient list,chat,dashboard again,app-sign-in,app-today,app-today again' },
    'portal-url': { type: 'string' },
    'portal-build': { type: 'string' },
    'bare-url': { type: 'string' },
    json: { type: 'string', default: fileURLToPath(new URL('lighthouse.json', import.meta.url)) },
    reports: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: 'calibrated' },
    'main-thread': { type: 'string', default: 'dashboard,patient list,chat' },
    'first-tap': { type: 'string', default: 'sign-in,app-today' },
    'first-tap-modes': { type: 'string', default: 'first act,idle' },
    navigation: { type: 'string', default: 'portal,bare' },
  },
});
if (options['portal-build'] && !options['portal-url']) throw new Error('--portal-build is the build of the server at --portal-url: give both');
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs is a whole number from 1 to 9');
const cpuSlowdown: CpuSlowdown = options['cpu-slowdown'] === 'calibrated' ? 'calibrated' : Number(options['cpu-slowdown']);
if (cpuSlowdown !== 'calibrated' && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error('--cpu-slowdown is calibrated or a number from 1 to 20');

const portalPageNames = ['sign-in', 'dashboard', 'patient list', 'chat', 'dashboard again'];
const patientPageNames = ['app-sign-in', 'app-today', 'app-today again'];
const listed = (text: string) => text.split(',').filter(Boolean);
const wanted = new Set(listed(options.pages));
for (const name of wanted) {
  if (![...portalPageNames, ...patientPageNames].includes(name)) throw new Error(`--pages: no page is named ${name}`);
}
const mainThreadPages = listed(options['main-thread']);
for (const name of mainThreadPages) if (!['dashboard', 'patient list', 'chat'].includes(name)) throw new Error(`--main-thread: no page is named ${name}`);
const tapPages = listed(options['first-tap']) as TapPage[];
for (const name of tapPages) if (!['sign-in', 'app-today'].includes(name)) throw new Error(`--first-tap: no page is named ${name}`);
const tapModes = listed(options['first-tap-modes']) as TapMode[];
for (const mode of tapModes) if (!['first act', 'idle'].includes(mode)) throw new Error(`--first-tap-modes: no way of loading the app is named ${mode}`);
const navigationApps = listed(options.navigation);
for (const name of navigationApps) if (!['portal', 'bare'].includes(name)) throw new Error(`--navigation: no app is named ${name}`);
const wantsPatientApp = patientPageNames.some((name) => wanted.has(name)) || tapPages.includes('app-today');

/** For each route, the lazy modules a first visit to it loads (a protected screen also loads the app's frame). */
type App<Route extends string> = { name: string; root: string; routes: Record<Route, string[]> };

const portal: App<'signIn' | 'dashboard'> = {
  name: 'portal',
  root: fileURLToPath(new URL('..', import.meta.url)),
  routes: {
    signIn: ['src/features/auth/routes/SignInRoute.tsx'],
    // The frame (src/app/AppShell.tsx; the patient app's AppLayout.tsx) and what it imports are one chunk group, `frame`.
    dashboard: ['frame', 'src/features/dashboard/routes/DashboardRoute.tsx'],
  },
};
const patientApp: App<'signIn' | 'today'> = {
  name: 'patient app',
  root: fileURLToPath(new URL('../../patient', import.meta.url)),
  routes: {
    signIn: ['src/features/auth/routes/SignInRoute.tsx'],
    // Today, the app's home, is in the frame's chunk group (firstScreenChunks.ts).
    today: ['frame'],
  },
};
const bare: App<'signIn' | 'dashboard'> = {
  name: 'bare React + react-router',
  root: fileURLToPath(new URL('bare', import.meta.url)),
  routes: { signIn: ['src/SignInRoute.tsx'], dashboard: ['src/DashboardRoute.tsx'] },
};

async function buildApp<Route extends string>(app: App<Route>, outDir: string) {
  await build({
    root: app.root,
    configFile: join(app.root, 'vite.config.ts'),
    logLevel: 'warn',
    // The source maps name the packages of the main thread's time; the server serves none.
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
}

function gzipBytes(outDir: string, files: Set<string>): number {
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

/** The app's build (in `outDir`, kept to be served; unless `built`, it is built there first) and its initial JavaScript per route. */
async function measure<Route extends string>(app: App<Route>, outDir: string, built = false): Promise<Record<Route | 'entry', number>> {
  if (!built) await buildApp(app, outDir);
  const manifest = readManifest(outDir);
  const initial = (modules: string[]) => gzipBytes(outDir, initialScripts(manifest, modules));
  const routes = Object.entries<string[]>(app.routes).map(([route, modules]) => [route, initial(modules)]);
  return { entry: initial([]), ...Object.fromEntries(routes) } as Record<Route | 'entry', number>;
}

/**
 * The production server of `npm start` serving `portalDir`, and the patient app's build at /app/ when given (else
 * nothing there, not even a build left in the working tree), with a data folder of its own (the demo is seeded).
 */
async function startServer(portalDir: string, patientAppDir: string | undefined, dataDir: string): Promise<{ baseUrl: string; process: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Vite's build sets NODE_ENV=production in this process; the local server of `npm start` runs without it.
      NODE_ENV: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORTAL_DIR: portalDir,
      PATIENT_APP_DIR: patientAppDir ?? join(dataDir, 'no-patient-app'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it answered`);
    if (await fetch(`${baseUrl}/health`).then((response) => response.ok, () => false)) return { baseUrl, process: server };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`the server did not answer ${baseUrl}/health within 180 s`);
}

/** The demo physio's access token and the address of their first chat. */
async function demoSession(baseUrl: string) {
  const signIn = await fetch(`${baseUrl}/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fysio@demo.se', password: 'Rehab-demo-2026' }),
  });
  if (!signIn.ok) throw new Error(`the demo physio's sign-in answered ${signIn.status}`);
  const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
  const chats = (await (await fetch(`${baseUrl}/chats`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { id: string }[];
  if (!chats[0]) throw new Error('the demo physio has no chat');
  return { cookie: { name: 'access_token', value: accessToken, path: '/' }, chatPath: `/chats/${chats[0].id}` };
}

/** README's demo patient, signed in as the app does it: its token in the app's own cookie, under /app. */
async function demoPatientCookie(baseUrl: string): Promise<SessionCookie> {
  const signIn = await fetch(`${baseUrl}/patient-app/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'karin.isaksson@exempel.se', password: 'Patient-demo-2026' }),
  });
  if (!signIn.ok) throw new Error(`the demo patient's sign-in answered ${signIn.status}`);
  const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
  return { name: 'patient_access_token', value: accessToken, path: '/app' };
}

/**
 * A demo patient with a task planned today, not yet done, signed in as the app does it: the first tap marks it done
 * (and takes it back after). The demo's patients share README's password.
 */
async function patientWithTaskToday(baseUrl: string, physioToken: string): Promise<SessionCookie> {
  const list = (await (await fetch(`${baseUrl}/specialists/patients/list`, { headers: { authorization: `Bearer ${physioToken}` } })).json()) as {
    items: { email: string; status: string }[];
  };
  for (const { email } of list.items.filter(({ status }) => status === 'active')) {
    const signIn = await fetch(`${baseUrl}/patient-app/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Patient-demo-2026' }),
    });
    if (!signIn.ok) continue;
    const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
    const week = (await (await fetch(`${baseUrl}/patient-app/week`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
      today: string;
      treatmentEnd: string | null;
      tasks: { bookedDate: string; status: string }[];
    };
    if (week.treatmentEnd === null && week.tasks.some((task) => task.bookedDate === week.today && task.status === 'planned')) {
      return { name: 'patient_access_token', value: accessToken, path: '/app' };
    }
  }
  throw new Error('no demo patient on the first page of the list has a task planned today');
}

/**
 * The first patient of the demo physio's list (its first page, in its order) who has a chat with them, so moving
 * from their program to their chat opens the one there is and writes nothing.
 */
async function patientWithChat(baseUrl: string, physioToken: string): Promise<{ id: string; email: string }> {
  const asPhysio = { headers: { authorization: `Bearer ${physioToken}` } };
  const chats = (await (await fetch(`${baseUrl}/chats`, asPhysio)).json()) as { patient: { id: string } }[];
  const list = (await (await fetch(`${baseUrl}/specialists/patients/list`, asPhysio)).json()) as { items: { id: string; email: string }[] };
  const withChat = new Set(chats.map(({ patient }) => patient.id));
  const patient = list.items.find(({ id }) => withChat.has(id));
  if (!patient) throw new Error('no patient on the first page of the demo physio\'s list has a chat with them');
  return { id: patient.id, email: patient.email };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One byte table: each route of `app` beside the bare app's, and their ratio. */
function printBytes(app: string, rows: (readonly [route: string, appBytes: number, bareBytes: number])[]) {
  console.log(`\nInitial JavaScript of the ${app}, gzip (entry + the route's lazy modules, with their static imports)\n`);
  console.log(`${'route'.padEnd(20)}${app.padStart(12)}${'bare app'.padStart(12)}${'ratio'.padStart(9)}`);
  for (const [route, appBytes, bareBytes] of rows) {
    console.log(`${route.padEnd(20)}${kB(appBytes).padStart(12)}${kB(bareBytes).padStart(12)}${`${(appBytes / bareBytes).toFixed(2)}×`.padStart(9)}`);
  }
}

const portalDir = options['portal-build'] ?? mkdtempSync(join(tmpdir(), 'bench-web-portal-'));
const patientDir = wantsPatientApp ? mkdtempSync(join(tmpdir(), 'bench-web-patient-')) : undefined;
const bareDir = mkdtempSync(join(tmpdir(), 'bench-web-bare-'));
const portalSizes = await measure(portal, portalDir, Boolean(options['portal-build']));
const patientSizes = patientDir ? await measure(patientApp, patientDir) : undefined;
const bareSizes = await measure(bare, bareDir);
printBytes('portal', [
  ['entry (any route)', portalSizes.entry, bareSizes.entry],
  ['/sign-in', portalSizes.signIn, bareSizes.signIn],
  ['dashboard (/)', portalSizes.dashboard, bareSizes.dashboard],
]);
if (patientSizes) {
  printBytes('patient app', [
    ['entry (any route)', patientSizes.entry, bareSizes.entry],
    ['/app/sign-in', patientSizes.signIn, bareSizes.signIn],
    ['today (/app/)', patientSizes.today, bareSizes.dashboard],
  ]);
}
const ratio = portalSizes.signIn / bareSizes.signIn;
console.log(
  `\n/sign-in target ≤ ${signInTarget}× the bare app: ${ratio <= signInTarget ? 'met' : 'NOT met'} (${ratio.toFixed(2)}×)`,
);

const started: ChildProcess[] = [];
const dataDirs: string[] = [];
const lighthouse = await startLighthouse(cpuSlowdown);
const figures: { app: 'portal' | 'patient' | 'bare'; figures: PageFigures }[] = [];
const mainThread: MainThread[] = [];
const firstTaps: FirstTap[] = [];
const navigation: Navigation[] = [];
try {
  const serve = async (dir: string, patientAppDir?: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
    dataDirs.push(dataDir);
    const server = await startServer(dir, patientAppDir, dataDir);
    started.push(server.process);
    return server.baseUrl;
  };
  // The patient app is served beside the portal, as `npm start` does.
  const [portalUrl, bareUrl] = options['portal-url']
    ? [options['portal-url'], options['bare-url']]
    : await Promise.all([serve(portalDir, patientDir), serve(bareDir)]);
  const physio = await demoSession(portalUrl);
  const patient = wanted.has('app-today') || wanted.has('app-today again') ? await demoPatientCookie(portalUrl) : undefined;
  // A page measured `again` is the next visit of the same person, with what the browser kept from the visits before.
  const pages: { app: 'portal' | 'patient'; name: string; path: string; session?: SessionCookie; again?: boolean }[] = [
    { app: 'portal', name: 'sign-in', path: '/sign-in' },
    { app: 'portal', name: 'dashboard', path: '/', session: physio.cookie },
    { app: 'portal', name: 'patient list', path: '/patients/list', session: physio.cookie },
    { app: 'portal', name: 'chat', path: physio.chatPath, session: physio.cookie },
    { app: 'patient', name: 'app-sign-in', path: '/app/sign-in' },
    { app: 'portal', name: 'dashboard again', path: '/', session: physio.cookie, again: true },
    { app: 'patient', name: 'app-today', path: '/app/', session: patient },
    { app: 'patient', name: 'app-today again', path: '/app/', session: patient, again: true },
  ];
  const report = (app: string, name: string) => (options.reports ? join(options.reports, `${app}-${name.replace(/ /g, '-')}.json`) : undefined);
  if (options.reports) mkdirSync(options.reports, { recursive: true });
  for (const page of pages.filter(({ name }) => wanted.has(name))) {
    const { session, again } = page;
    const measured = await lighthouse.measure(page.name, portalUrl, page.path, { runs, session, again, report: report(page.app, page.name) });
    figures.push({ app: page.app, figures: measured });
  }
  // The yardstick beside the portal's pages, when any are measured.
  if (bareUrl && figures.length) {
    for (const page of [{ name: 'sign-in', path: '/sign-in' }, { name: 'dashboard', path: '/' }]) {
      figures.push({ app: 'bare', figures: await lighthouse.measure(page.name, bareUrl, page.path, { runs, report: report('bare', page.name) }) });
    }
  }
  if (mainThreadPages.length || tapPages.length || navigationApps.length) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const probe = await browser.newPage();
      // The slowdown calibrated to the host just before each measurement, as Lighthouse's runs are.
      const slowdownNow = async () => {
        if (cpuSlowdown !== 'calibrated') return cpuSlowdown;
        const indexes: number[] = [];
        for (let sample = 0; sample < 3; sample += 1) indexes.push(await probe.evaluate(pageFunctions.computeBenchmarkIndex));
        return cpuSlowdownFor(indexes.sort((a, b) => a - b)[1] ?? Number.NaN);
      };
      if (mainThreadPages.length) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'sv-SE' });
        await context.addCookies([{ ...physio.cookie, domain: new URL(portalUrl).hostname, sameSite: 'Lax' }]);
        const paths: Record<string, string> = { dashboard: '/', 'patient list': '/patients/list', chat: physio.chatPath };
        for (const name of mainThreadPages) {
          const measured = await measureMainThread(context, name, `${portalUrl}${paths[name] ?? '/'}`, { slowdown: await slowdownNow(), buildDir: portalDir });
          mainThread.push(measured);
        }
        await context.close();
      }
      let tapPatient: SessionCookie | undefined;
      for (const page of tapPages) {
        for (const mode of tapModes) {
          const session = page === 'app-today' ? (tapPatient ??= await patientWithTaskToday(portalUrl, physio.cookie.value)) : undefined;
          firstTaps.push(await measureFirstTap(browser, portalUrl, page, mode, { slowdown: await slowdownNow(), session, hydratedEvent }));
        }
      }
      if (navigationApps.includes('portal')) {
        const patient = await patientWithChat(portalUrl, physio.cookie.value);
        navigation.push(await measureNavigation(browser, 'portal', `${portalUrl}/`, portalSteps(patient), { runs, slowdown: slowdownNow, session: physio.cookie, ready: 'main h2' }));
      }
      // The bare app's one route change, measured the same way (its server is the bench's own).
      if (navigationApps.includes('bare') && bareUrl) {
        const fillEmail = (tab: Page) => tab.getByLabel('Email').fill('fysio@demo.se');
        navigation.push(await measureNavigation(browser, 'bare', `${bareUrl}/sign-in`, bareSteps, { runs, slowdown: slowdownNow, ready: 'form', prepare: fillEmail }));
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await lighthouse.close();
  await Promise.all(
    started.map(async (server) => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await once(server, 'exit');
    }),
  );
  const madeHere = options['portal-build'] ? [] : [portalDir];
  for (const dir of [...madeHere, ...(patientDir ? [patientDir] : []), bareDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The bare app's transferred JavaScript on the page a portal page is held against, when it was measured. */
const bareScript = (page: string) =>
  figures.find(({ app, figures: bare }) => app === 'bare' && bare.page === barePageFor(page))?.figures.transferredScript;
const slowdownText = cpuSlowdown === 'calibrated' ? 'the CPU slowdown calibrated to the host before each run' : `the CPU slowed down ${cpuSlowdown}×`;
if (figures.length) {
  console.log(`\nLighthouse, mobile preset with simulated throttling and ${slowdownText}, median of ${runs} run${runs > 1 ? 's' : ''} (by score)`);
  console.log("(CPU: the run's slowdown; host: the machine's speed, Lighthouse's BenchmarkIndex, as it ran; the preset's 4× is tuned for 1,533)\n");
  console.log(
    `${'page'.padEnd(24)}${'score'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}${'bytes'.padStart(10)}${'JS'.padStart(10)}${'CPU'.padStart(7)}${'host'.padStart(6)}  target`,
  );
  for (const { app, figures: page } of figures) {
    const missed = app === 'bare' ? undefined : missedTargets(page, bareScript(page.page));
    const target = app === 'bare' ? undefined : targetText(page.page);
    console.log(
      `${`${app === 'bare' ? 'bare: ' : ''}${page.page}`.padEnd(24)}${String(page.performance).padStart(6)}${seconds(page.fcp).padStart(9)}${seconds(page.lcp).padStart(9)}` +
        `${`${Math.round(page.tbt)} ms`.padStart(8)}${page.cls.toFixed(3).padStart(7)}${kB(page.transferred).padStart(10)}${kB(page.transferredScript).padStart(10)}` +
        `${`${page.cpuSlowdown.toFixed(1)}×`.padStart(7)}${String(Math.round(page.benchmarkIndex)).padStart(6)}` +
        `  ${target && missed ? `${target}: ${missed.length ? 'NOT met' : 'met'}` : app === 'bare' ? '(yardstick)' : '(next visit)'}`,
    );
  }
}
const portalSignIn = figures.find(({ app, figures: page }) => app === 'portal' && page.page === 'sign-in')?.figures;
const bareSignIn = figures.find(({ app, figures: page }) => app === 'bare' && page.page === 'sign-in')?.figures;
if (portalSignIn && bareSignIn) {
  const jsRatio = portalSignIn.transferredScript / bareSignIn.transferredScript;
  console.log(`\n/sign-in transferred JavaScript ≤ ${signInTarget}× the bare app's: ${jsRatio <= signInTarget ? 'met' : 'NOT met'} (${jsRatio.toFixed(2)}×)`);
}
for (const measured of mainThread) console.log(printMainThread(measured).join('\n'));
if (firstTaps.length) console.log(printFirstTap(firstTaps).join('\n'));
if (navigation.length) console.log(printNavigation(navigation).join('\n'));
console.log(printWhyNotMet({ pages: figures, bareScript, mainThread, firstTaps, navigation }).join('\n'));
writeFileSync(
  options.json,
  `${JSON.stringify({ runs, preset: 'mobile, simulated throttling', cpuSlowdown, bytes: { portal: portalSizes, patient: patientSizes, bare: bareSizes }, pages: figures, mainThread, firstTaps, navigation }, null, 2)}\n`,
);
console.log(`\nWritten to ${options.json}`);
