import { parseArgs } from 'node:util';
import { loadJwtSecret } from '../auth/tokens';
import { loadConfig } from '../config';
import { chatFilesDir, diskStorage } from '../modules/chats/storage';
import { diskMediaStorage, mediaDir } from '../storage/media-storage';
import { openDatabase } from './client';
import { demoPhysio, keptLogRefusal, seed, wipe } from './seed';

/**
 * `npm run seed [-- --patients 10000 --weeks 4]`: migrate, empty every table and load the demo data
 * again; `--patients` (or SEED_PATIENTS) makes a clinic of that size, the same one every time. A database that holds
 * an access log is refused with nothing changed: the log is kept (docs/security.md#audit-log).
 */
const { values } = parseArgs({ options: { patients: { type: 'string' }, weeks: { type: 'string' } } });
const count = (value: string | undefined, name: string, max: number) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return n;
};
const patients = count(values.patients ?? process.env.SEED_PATIENTS, 'patients', 100_000);
const weeks = count(values.weeks ?? process.env.SEED_WEEKS, 'weeks', 52);

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.pgliteDir });
try {
  await database.migrate();
  const started = Date.now();
  const refused = await wipe(database.db).then(
    () => false,
    (error: unknown) => {
      if (error instanceof Error && error.message === keptLogRefusal) return true;
      throw error;
    },
  );
  if (refused) {
    console.error(keptLogRefusal);
    process.exitCode = 1;
  } else {
    const summary = await seed(database.db, {
      patients,
      weeks,
      files: diskStorage(chatFilesDir(config.dataDir)),
      secret: loadJwtSecret(config.jwtSecret, config.dataDir),
      media: diskMediaStorage(mediaDir(config.dataDir)),
    });
    console.log(`Seeded ${database.kind} in ${Date.now() - started} ms:`, summary.counts);
    console.log(`Demo physio: ${demoPhysio.email} / ${demoPhysio.password}`);
  }
} finally {
  await database.close();
}
