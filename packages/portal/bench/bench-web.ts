/**
 * `npm run bench:web`: builds the portal and a bare React + react-router app with the same Vite, and
 * prints the JavaScript a first visit downloads (gzip) for /sign-in and the dashboard, beside the bare app,
 * and what the entry alone weighs (what every first visit pays before its route).
 * A route's initial JavaScript is the entry chunk and its static imports, plus the route's lazy modules
 * and their static imports, read from Vite's manifest.
 * It is one short run (two builds) with no smaller mode: the e2e tests run it as it is (e2e/bench-web.e2e.ts)
 * to keep it working, judging neither sizes nor times.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

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

async function measure(app: App) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  try {
    const manifest = await buildApp(app, outDir);
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error(`${app.name} has no entry chunk`);
    const initial = (modules: string[]) =>
      gzipBytes(outDir, new Set([entry, ...modules].flatMap((key) => [...staticClosure(manifest, key)])));
    return { entry: initial([]), signIn: initial(app.routes.signIn), dashboard: initial(app.routes.dashboard) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const portalSizes = await measure(portal);
const bareSizes = await measure(bare);
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
