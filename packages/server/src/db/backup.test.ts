import { asc, count, eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './backup';
import { openDatabase, type Db } from './client';
import { patients, users } from './schema';
import { seed } from './seed';

/** Every patient with their name, personal number and organization, in one order. */
const patientsOf = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationId: patients.organizationId,
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .orderBy(asc(users.id));

describe('backup and restore of the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'rehab-backup-'));
  const original = join(root, 'original', 'db');
  const dumpFile = join(root, 'rehab.sql');
  let before: Awaited<ReturnType<typeof patientsOf>>;

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: original });
    await database.migrate();
    // The demo's 200 patients with one week of tasks: every table has rows, and the dump stays small.
    await seed(database.db, { weeks: 1 });
    before = await patientsOf(database.db);
    await database.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores a dump into a fresh data folder with the same patients, and the server finds nothing to migrate', async () => {
    const { bytes } = await backupEmbeddedDatabase(original, dumpFile);
    expect(bytes).toBeGreaterThan(10_000);

    const fresh = join(root, 'fresh', 'db');
    await restoreEmbeddedDatabase(dumpFile, fresh);
    const restored = await openDatabase({ dataDir: fresh });
    try {
      expect(before.length).toBeGreaterThanOrEqual(200);
      expect(await patientsOf(restored.db)).toEqual(before);
      // The migrations table came along: migrating again changes nothing, and the users stay as many.
      const [{ n: usersBefore } = { n: 0 }] = await restored.db.select({ n: count() }).from(users);
      await restored.migrate();
      const [{ n: usersAfter } = { n: 0 }] = await restored.db.select({ n: count() }).from(users);
      expect(usersAfter).toBe(usersBefore);
    } finally {
      await restored.close();
    }
    // Three PGlite starts, a dump and a restore: minutes on a busy two-core machine, seconds on a quiet one.
  }, 180_000);

  it('refuses to restore over a data folder that holds anything', async () => {
    const taken = join(root, 'taken', 'db');
    mkdirSync(taken, { recursive: true });
    writeFileSync(join(taken, 'PG_VERSION'), '17');
    await expect(restoreEmbeddedDatabase(dumpFile, taken)).rejects.toThrow(/not empty/);
  });

  it('never writes over an existing dump', async () => {
    await expect(backupEmbeddedDatabase(original, dumpFile)).rejects.toThrow(/exists already/);
  });
});
