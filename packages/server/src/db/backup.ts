import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { openDatabase } from './client';

/**
 * The embedded database as a plain SQL dump, written by PGlite's own build of pg_dump: the same format
 * `pg_dump --inserts` writes for PostgreSQL, so it also loads into a PostgreSQL server with psql.
 * The server must be stopped: PGlite is one process's database.
 */
export async function backupEmbeddedDatabase(pgliteDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(pgliteDir)) throw new Error(`There is no embedded database at ${pgliteDir}.`);
  if (existsSync(file)) throw new Error(`${file} exists already; a backup never overwrites one.`);
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    if (!database.pglite) throw new Error('The embedded database cannot be dumped.');
    const dump = await pgDump({ pg: database.pglite, args: ['--no-owner', '--no-privileges'] });
    const text = await dump.text();
    await writeFile(file, text, { flag: 'wx', mode: 0o600 });
    return { bytes: Buffer.byteLength(text) };
  } finally {
    await database.close();
  }
}

/** Loads a dump into a new embedded database in `pgliteDir`, which must be absent or empty: a restore never overwrites. */
export async function restoreEmbeddedDatabase(file: string, pgliteDir: string): Promise<void> {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new Error(`${pgliteDir} is not empty; restore into a new data folder, or move this one away first.`);
  }
  const dump = await readFile(file, 'utf8');
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    await database.pglite?.exec(dump);
  } finally {
    await database.close();
  }
}
