import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pruneRevokedTokens } from '../modules/auth/service';
import type { MediaStorage } from '../storage/media-storage';
import type { FileStorage } from '../modules/chats/storage';
import type { Database } from './client';
import { users } from './schema';
import { demoPhysio, seed } from './seed';
import { demoPatientPassword } from './seed-chats';

/** Brings the database to the latest schema; an empty one gets the demo clinic unless the server runs without it. */
export async function prepareDatabase(
  database: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
  /** Where the demo's files go, when an empty database is to get the demo clinic (DEMO_DATA); without it, it stays empty. */
  demo?: { files?: FileStorage; secret?: Uint8Array; media?: MediaStorage },
) {
  await database.migrate();
  // PGlite has no autovacuum: gather the planner's statistics (and the visibility map, for index-only counts) as it starts.
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
  await pruneRevokedTokens(database.db);
  const [row] = await database.db.select({ n: count() }).from(users);
  if (demo && Number(row?.n ?? 0) === 0) {
    const started = Date.now();
    const summary = await seed(database.db, demo);
    log.info({ counts: summary.counts, ms: Date.now() - started }, 'empty database: demo data loaded');
    log.info(`demo physio: ${demoPhysio.email} / ${demoPhysio.password}`);
    log.info(`demo patients (npm run patient): any patient email / ${demoPatientPassword}`);
  }
}
