/**
 * Where a page's main thread goes on a first visit, at a given CPU slowdown (DevTools protocol CPU throttling):
 * by phase from a Chromium trace (the self time of its events: compiling and evaluating scripts, running them
 * after, style, layout, paint, parsing HTML, garbage collection), and by package from a V8 CPU profile taken in
 * the same load (each sample's own function, mapped through the build's source maps to the package, or for the
 * app's own code to its folder, e.g. `portal/features/dashboard`), split into the module's evaluation (a
 * module's top-level code on the stack), React's render (react-dom on the stack) and the rest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

export type Phase = 'compile' | 'evaluation' | 'script' | 'style' | 'layout' | 'paint' | 'html' | 'gc' | 'other';
export type PackagePart = 'evaluation' | 'render' | 'other';

export type MainThread = {
  page: string;
  /** Milliseconds of main-thread self time by phase, from first byte until the network was idle. */
  phases: Record<Phase, number>;
  /** Milliseconds of sampled JavaScript self time by package and part, largest first. */
  packages: { name: string; total: number; parts: Record<PackagePart, number> }[];
  /** The main thread's tasks of 50 ms and more, in milliseconds. */
  longTasks: number[];
};

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

const phaseOf: [RegExp, Phase][] = [
  [/^(v8\.compile|v8\.compileModule|v8\.produceModuleCache|v8\.produceCache|CompileScript|CompileCode|v8\.parseOnBackground|v8\.deserializeOnBackground)/, 'compile'],
  [/^(EvaluateScript|v8\.evaluateModule|v8\.run)$/, 'evaluation'],
  [/^(FunctionCall|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|FireIdleCallback|v8\.callFunction|XHRReadyStateChange|HandlePostMessage)$/, 'script'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Layout|LayoutShift|IntersectionObserverController::computeIntersections)$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|PaintImage|Decode Image)$/, 'paint'],
  [/^ParseHTML$/, 'html'],
  [/(GC|GCEvent|V8\.GC)/, 'gc'],
];

const emptyPhases = (): Record<Phase, number> => ({ compile: 0, evaluation: 0, script: 0, style: 0, layout: 0, paint: 0, html: 0, gc: 0, other: 0 });

/** The self time of each phase on the renderer's main thread, and its long tasks. */
function phasesOf(events: TraceEvent[]): { phases: Record<Phase, number>; longTasks: number[] } {
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  // The page's renderer is the one whose main thread ran the most script.
  const busiest = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mainThreads.has(thread) && event.ph === 'X' && event.name === 'RunTask') busiest.set(thread, (busiest.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events
    .filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const phases = emptyPhases();
  const longTasks: number[] = [];
  // A stack of the open events; each event's self time is its duration less its children's.
  const stack: { end: number; phase: Phase; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done) phases[done.phase] += done.self;
    }
  };
  for (const event of onMain) {
    close(event.ts);
    const dur = event.dur ?? 0;
    if (event.name === 'RunTask' && stack.length === 0 && dur >= 50_000) longTasks.push(dur / 1000);
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    const phase = phaseOf.find(([pattern]) => pattern.test(event.name))?.[1] ?? (parent?.phase && event.name !== 'RunTask' ? parent.phase : 'other');
    stack.push({ end: event.ts + dur, phase, self: dur });
  }
  close(Infinity);
  for (const key of Object.keys(phases) as Phase[]) phases[key] = Math.max(0, phases[key]) / 1000;
  return { phases, longTasks };
}

type ProfileNode = { id: number; parent?: number; children?: number[]; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The package (or the app's folder) a source file of a source map belongs to. */
export function packageOfSource(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const inPackages = /packages\/([^/]+)\/src\/(?:(features|app|lib)\/([^/.]+))?/.exec(source);
  if (inPackages?.[1]) return [inPackages[1], inPackages[2], inPackages[3]].filter(Boolean).join('/');
  return source.replace(/^(\.\.\/)+/, '');
}

/** Self time by package of a CPU profile, the scripts' lines mapped through the source maps of `buildDir`. */
function packagesOf(profile: Profile, buildDir: string): MainThread['packages'] {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const path = join(buildDir, new URL(url).pathname.replace(/^\/(app\/)?/, ''));
      maps.set(url, existsSync(`${path}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : undefined);
    }
    return maps.get(url);
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) {
    const found = byId.get(child);
    if (found) found.parent = node.id;
  }
  const nameOf = new Map<number, string>();
  const packageOf = (node: ProfileNode): string => {
    const known = nameOf.get(node.id);
    if (known) return known;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let name = functionName.startsWith('(') ? functionName : url ? new URL(url).pathname : '(native)';
    const map = url.startsWith('http') ? mapOf(url) : undefined;
    if (map) {
      const source = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
      // Code of the bundle's own (Vite's preload helper, the bundler's runtime) maps to no source.
      name = source ? packageOfSource(source) : `(bundle) ${functionName || '(top level)'}`;
    }
    nameOf.set(node.id, name);
    return name;
  };
  const partOf = new Map<number, PackagePart>();
  const part = (node: ProfileNode): PackagePart => {
    const known = partOf.get(node.id);
    if (known) return known;
    let found: PackagePart = 'other';
    for (let at: ProfileNode | undefined = node; at; at = at.parent === undefined ? undefined : byId.get(at.parent)) {
      if (packageOf(at) === 'react-dom') found = 'render';
      // A module's top-level code: the outermost script frame, with no function name.
      const parent = at.parent === undefined ? undefined : byId.get(at.parent);
      if (at.callFrame.url && at.callFrame.functionName === '' && parent && !parent.callFrame.url && found === 'other') found = 'evaluation';
    }
    partOf.set(node.id, found);
    return found;
  };
  const totals = new Map<string, Record<PackagePart, number>>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const name = packageOf(node);
    const parts = totals.get(name) ?? { evaluation: 0, render: 0, other: 0 };
    parts[part(node)] += delta;
    totals.set(name, parts);
  });
  return [...totals]
    .map(([name, parts]) => ({ name, parts, total: parts.evaluation + parts.render + parts.other }))
    .sort((a, b) => b.total - a.total);
}

/** Loads `url` as a first visit (cache and service worker emptied) at `slowdown`, tracing and profiling it. */
export async function measureMainThread(
  context: BrowserContext,
  page: string,
  url: string,
  { slowdown, buildDir }: { slowdown: number; buildDir: string },
): Promise<MainThread> {
  const tab = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(tab);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage,local_storage,indexeddb' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink', 'loading'] },
    });
    await cdp.send('Profiler.start');
    await tab.goto(url);
    // The screen's heading, once its data is drawn (a placeholder has none), then the network idle.
    await tab.locator('main h1, main h2').first().waitFor({ timeout: 120_000 });
    await tab.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    return { page, ...phasesOf(events), packages: packagesOf(profile as Profile, buildDir) };
  } finally {
    await cdp.detach().catch(() => undefined);
    await tab.close();
  }
}

/** The breakdown as lines of text: the phases, then the `top` largest packages. */
export function printMainThread({ page, phases, packages, longTasks }: MainThread, top = 12): string[] {
  const ms = (value: number) => `${Math.round(value)}`.padStart(6);
  const lines = [`\n${page}: main thread by phase (ms): ${Object.entries(phases).map(([name, value]) => `${name} ${Math.round(value)}`).join(', ')}`];
  lines.push(`${page}: long tasks (ms): ${longTasks.map((task) => Math.round(task)).join(', ') || 'none'}`);
  lines.push(`${'package'.padEnd(36)}${'total'.padStart(6)}${'eval'.padStart(6)}${'render'.padStart(7)}${'other'.padStart(6)}`);
  for (const { name, total, parts } of packages.slice(0, top)) {
    lines.push(`${name.slice(0, 35).padEnd(36)}${ms(total)}${ms(parts.evaluation)}${`${Math.round(parts.render)}`.padStart(7)}${ms(parts.other)}`);
  }
  return lines;
}
