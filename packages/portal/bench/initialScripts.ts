import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** Vite's manifest of a build made with `build.manifest`. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A module's manifest key, or for a chunk group of `firstScreenChunks.ts` (named `frame`, say) its chunk's key. */
function chunkKey(manifest: Manifest, key: string): string {
  if (manifest[key]) return key;
  const group = Object.keys(manifest).find((candidate) => new RegExp(`^_${key}-[\\w-]+\\.js$`).test(candidate));
  if (!group) throw new Error(`${key} is neither a module nor a chunk group in the manifest`);
  return group;
}

/** The chunk of `key` and every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, found: Set<string>): void {
  const chunk = manifest[chunkKey(manifest, key)];
  if (!chunk || found.has(chunk.file)) return;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, found);
}

/**
 * The script files a first visit downloads: the entry chunk and its static imports, plus the given lazy modules (or
 * chunk groups) and their static imports.
 */
export function initialScripts(manifest: Manifest, lazyModules: string[]): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const found = new Set<string>();
  for (const key of [entry, ...lazyModules]) staticClosure(manifest, key, found);
  return found;
}
