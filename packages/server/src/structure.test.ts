import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The server's import structure: no import cycles, and the real-time layer
 * (src/realtime) never reaches into a feature module (src/modules). Feature
 * modules may use the real-time layer; what the layer needs from a feature
 * (the chats' resync) is handed to it where the app is wired up (app.ts).
 */

const serverSrc = fileURLToPath(new URL('.', import.meta.url));

/**
 * Files under src/realtime that may import feature modules: tests, which drive
 * the whole app, and the cluster harness, which seeds and starts whole server
 * processes for them. Nothing in the layer itself imports these.
 */
const realtimeExempt = (file: string) => /\.(test|spec)\.ts$/.test(file) || file === 'realtime/cluster-harness.ts';

/** Every .ts file under `root`, as paths relative to it with forward slashes. */
function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(root, path);
      return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [relative(root, path).split(sep).join('/')] : [];
    });
}

/** The file a relative specifier names (`./x`, `./x.ts`, `./x.js`, `./x/index.ts`), or undefined outside .ts files. */
function resolveRelative(root: string, from: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  const found = candidates.find((path) => path.endsWith('.ts') && existsSync(path) && statSync(path).isFile());
  return found && relative(root, found).split(sep).join('/');
}

/**
 * Each file's imports within `root`: static imports and re-exports (type-only
 * ones too: they tie the files together for the reader and the compiler) and
 * dynamic `import()`s with a literal path.
 */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => ref.fileName)
      .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
      .map((specifier) => resolveRelative(root, file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle (`a → b → a`) for each group of files that import each other, found with Tarjan's algorithm. */
function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => cycleWithin(graph, new Set(group))).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** A path from the group's first file (alphabetically) back to itself, through the group only. */
function cycleWithin(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** `realtime/x.ts → modules/y.ts` for each import from the real-time layer into a feature module. */
function realtimeIntoModules(graph: Map<string, string[]>, exempt: (file: string) => boolean = () => false): string[] {
  return [...graph]
    .filter(([file]) => file.startsWith('realtime/') && !exempt(file))
    .flatMap(([file, targets]) =>
      targets.filter((target) => target.startsWith('modules/')).map((target) => `${file} → ${target}`),
    );
}

describe('the import structure of packages/server/src', () => {
  const graph = importGraph(serverSrc);

  it('reads the real source tree', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('app.ts')).toContain('realtime/hub.ts');
    expect(graph.get('db/chat-schema.ts')).toContain('db/schema.ts');
  });

  it('has no import cycles', () => {
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keeps the real-time layer out of the feature modules', () => {
    expect(realtimeIntoModules(graph, realtimeExempt)).toEqual([]);
  });
});

describe('the structure checks themselves', () => {
  const root = mkdtempSync(join(tmpdir(), 'rehab-structure-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('db/schema.ts', "export * from './chat-schema';\nexport const users = 1;\n");
  write('db/chat-schema.ts', "import { users } from './schema';\nexport const chats = users;\n");
  write('modules/chats/service.ts', "import { notify } from '../notifications/service';\nexport const messagesAfter = notify;\n");
  write(
    'modules/notifications/service.ts',
    "import type { Realtime } from '../../realtime/hub.ts';\nexport const notify = (r: Realtime) => r;\n",
  );
  write(
    'realtime/hub.ts',
    "import { messagesAfter } from '../modules/chats/service.js';\nexport type Realtime = typeof messagesAfter;\n",
  );
  write('realtime/hub.test.ts', "import { messagesAfter } from '../modules/chats/service';\nvoid messagesAfter;\n");
  write('lazy.ts', "export const load = () => import('./lazy');\n");
  write('leaf.ts', "import { users } from './db/schema';\nimport { z } from 'zod';\nexport const x = [users, z];\n");
  const fixture = importGraph(root);

  it('finds every cycle, through type-only, re-exported, .js/.ts-suffixed and dynamic imports', () => {
    expect(importCycles(fixture).map((cycle) => cycle.join(' → '))).toEqual([
      'db/chat-schema.ts → db/schema.ts → db/chat-schema.ts',
      'lazy.ts → lazy.ts',
      'modules/chats/service.ts → modules/notifications/service.ts → realtime/hub.ts → modules/chats/service.ts',
    ]);
  });

  it('finds the real-time layer importing a feature module, tests aside when told', () => {
    expect(realtimeIntoModules(fixture)).toEqual([
      'realtime/hub.test.ts → modules/chats/service.ts',
      'realtime/hub.ts → modules/chats/service.ts',
    ]);
    expect(realtimeIntoModules(fixture, realtimeExempt)).toEqual(['realtime/hub.ts → modules/chats/service.ts']);
  });
});
