/**
 * `npm run bench:web`: builds the portal and a bare React + react-router app with the same Vite, and
 * 1. prints the JavaScript a first visit downloads (gzip) for /sign-in and the dashboard, beside the bare app,
 *    and what the entry alone weighs (what every first visit pays before its route). A route's initial
 *    JavaScript is the entry chunk and its static imports, plus the route's lazy modules and their static
 *    imports, read from Vite's manifest;
 * 2. serves each build with the production server of `npm start` and runs Lighthouse (mobile preset, simulated
 *    throttling, 3 runs, the median) on /sign-in and, signed in, the dashboard, the patient list and a chat,
 *    and on the bare app's two pages as the yardstick; prints score, FCP, LCP, TBT, CLS and bytes per page
 *    against the targets, and writes them as JSON (--json, bench/lighthouse.json by default).
 * Options for the e2e smoke run (e2e/bench-web.e2e.ts): --runs N, --pages sign-in,chat (portal pages to
 * measure), --portal-url URL (measure a server already running; no servers are started, no bare app measured).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { startLighthouse, type PageFigures } from './lighthouse.ts';
import { freePort } from '../../../scripts/freePort.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'sign-in,dashboard,patient list,chat' },
    'portal-url': { type: 'string' },
    json: { type: 'string', default: fileURLToPath(new URL('lighthouse.json', import.meta.url)) },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs is a whole number from 1 to 9');

/** The portal's /sign-in may weigh at most this many times the bare app's. */
const signInTarget = 1.6;

/** For each route, the lazy modules a first visit to it loads (a protected screen also loads the app's frame). */
type App = { name: string; root: string; routes: { signIn: string[]; dashboard: string[] } };

const portal: App = {
  name: 'portal',
  root: fileURLToPath(new URL('..', import.meta.url)),
  routes: {
    signIn: ['src/features/auth/routes/SignInRoute.tsx'],
    dashboard: ['src/app/AppShell.tsx', 'src/features/dashboard/routes/DashboardRoute.tsx'],
  },
};
const bare: App = {
  name: 'bare React + react-router',
  root: fileURLToPath(new URL('bare', import.meta.url)),
  routes: { signIn: ['src/SignInRoute.tsx'], dashboard: ['src/DashboardRoute.tsx'] },
};

async function buildApp(app: App, outDir: string) {
  await build({
    root: app.root,
    configFile: join(app.root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunk of `key` and every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, found);
  return found;
}

function gzipBytes(outDir: string, files: Set<string>): number {
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

/** The app's build (in `outDir`, kept to be served) and its initial JavaScript per route. */
async function measure(app: App, outDir: string) {
  const manifest = await buildApp(app, outDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${app.name} has no entry chunk`);
  const initial = (modules: string[]) => gzipBytes(outDir, new Set([entry, ...modules].flatMap((key) => [...staticClosure(manifest, key)])));
  return { entry: initial([]), signIn: initial(app.routes.signIn), dashboard: initial(app.routes.dashboard) };
}


/** The production server of `npm start` serving `portalDir`, with a data folder of its own (the demo is seeded). */
async function startServer(portalDir: string, dataDir: string): Promise<{ baseUrl: string; process: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_DIR: portalDir, LOG_LEVEL: 'warn' },
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
  return { accessToken, chatPath: `/chats/${chats[0].id}` };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const portalDir = mkdtempSync(join(tmpdir(), 'bench-web-portal-'));
const bareDir = mkdtempSync(join(tmpdir(), 'bench-web-bare-'));
const portalSizes = await measure(portal, portalDir);
const bareSizes = await measure(bare, bareDir);
const rows = [
  ['entry (any route)', portalSizes.entry, bareSizes.entry],
  ['/sign-in', portalSizes.signIn, bareSizes.signIn],
  ['dashboard (/)', portalSizes.dashboard, bareSizes.dashboard],
] as const;

console.log(`\nInitial JavaScript, gzip (entry + the route's lazy modules, with their static imports)\n`);
console.log(`${'route'.padEnd(20)}${'portal'.padStart(12)}${'bare app'.padStart(12)}${'ratio'.padStart(9)}`);
for (const [route, portalBytes, bareBytes] of rows) {
  console.log(
    `${route.padEnd(20)}${kB(portalBytes).padStart(12)}${kB(bareBytes).padStart(12)}${`${(portalBytes / bareBytes).toFixed(2)}×`.padStart(9)}`,
  );
}
const ratio = portalSizes.signIn / bareSizes.signIn;
console.log(
  `\n/sign-in target ≤ ${signInTarget}× the bare app: ${ratio <= signInTarget ? 'met' : 'NOT met'} (${ratio.toFixed(2)}×)`,
);

/** Issue #19's targets per page; the bare app's pages are the yardstick and have none. */
const targets: Record<string, { performance: number; lcp: number }> = {
  'sign-in': { performance: 95, lcp: 2000 },
  dashboard: { performance: 90, lcp: 2500 },
  'patient list': { performance: 90, lcp: 2500 },
  chat: { performance: 90, lcp: 2500 },
};
const clsTarget = 0.05;

const started: ChildProcess[] = [];
const dataDirs: string[] = [];
const lighthouse = await startLighthouse();
const figures: { app: string; figures: PageFigures }[] = [];
try {
  const serve = async (dir: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));
    dataDirs.push(dataDir);
    const server = await startServer(dir, dataDir);
    started.push(server.process);
    return server.baseUrl;
  };
  const [portalUrl, bareUrl] = options['portal-url']
    ? [options['portal-url'], undefined]
    : await Promise.all([serve(portalDir), serve(bareDir)]);
  const wanted = new Set(options.pages.split(','));
  const session = await demoSession(portalUrl);
  const portalPages = [
    { name: 'sign-in', path: '/sign-in' },
    { name: 'dashboard', path: '/', accessToken: session.accessToken },
    { name: 'patient list', path: '/patients/list', accessToken: session.accessToken },
    { name: 'chat', path: session.chatPath, accessToken: session.accessToken },
  ].filter((page) => wanted.has(page.name));
  for (const page of portalPages) {
    figures.push({ app: 'portal', figures: await lighthouse.measure(page.name, portalUrl, page.path, { runs, accessToken: page.accessToken }) });
  }
  if (bareUrl) {
    for (const page of [{ name: 'sign-in', path: '/sign-in' }, { name: 'dashboard', path: '/' }]) {
      figures.push({ app: 'bare', figures: await lighthouse.measure(page.name, bareUrl, page.path, { runs }) });
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
  for (const dir of [portalDir, bareDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nLighthouse, mobile preset with simulated throttling, median of ${runs} run${runs > 1 ? 's' : ''} (by score)\n`);
console.log(
  `${'page'.padEnd(24)}${'score'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}${'bytes'.padStart(10)}${'JS'.padStart(10)}  target`,
);
for (const { app, figures: page } of figures) {
  const target = app === 'portal' ? targets[page.page] : undefined;
  const met = target && page.performance >= target.performance && page.lcp <= target.lcp && page.cls <= clsTarget;
  console.log(
    `${`${app === 'bare' ? 'bare: ' : ''}${page.page}`.padEnd(24)}${String(page.performance).padStart(6)}${seconds(page.fcp).padStart(9)}${seconds(page.lcp).padStart(9)}` +
      `${`${Math.round(page.tbt)} ms`.padStart(8)}${page.cls.toFixed(3).padStart(7)}${kB(page.transferred).padStart(10)}${kB(page.transferredScript).padStart(10)}` +
      `  ${target ? `≥ ${target.performance}, LCP ≤ ${seconds(target.lcp)}, CLS ≤ ${clsTarget}: ${met ? 'met' : 'NOT met'}` : '(yardstick)'}`,
  );
}
const portalSignIn = figures.find(({ app, figures: page }) => app === 'portal' && page.page === 'sign-in')?.figures;
const bareSignIn = figures.find(({ app, figures: page }) => app === 'bare' && page.page === 'sign-in')?.figures;
if (portalSignIn && bareSignIn) {
  const jsRatio = portalSignIn.transferredScript / bareSignIn.transferredScript;
  console.log(`\n/sign-in transferred JavaScript ≤ ${signInTarget}× the bare app's: ${jsRatio <= signInTarget ? 'met' : 'NOT met'} (${jsRatio.toFixed(2)}×)`);
}
writeFileSync(options.json, `${JSON.stringify({ runs, preset: 'mobile, simulated throttling', bytes: { portal: portalSizes, bare: bareSizes }, pages: figures }, null, 2)}\n`);
console.log(`\nWritten to ${options.json}`);
