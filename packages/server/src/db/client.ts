import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as chatSchema from './chat-schema';
import * as coreSchema from './schema';

/** Every table, for drizzle: the core schema and the chat tables beside it. */
const schema = { ...coreSchema, ...chatSchema };

/** The one database type every service takes: PGlite and PostgreSQL look the same. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a copy of its files, from which another PGlite can start (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections, for /metrics. */
  poolStats?(): PoolStats;
  /** PGlite only: the embedded database itself, for its own tools (backup) and the job queue. */
  pglite?: PGlite;
  /** PostgreSQL only: its address, for the job queue's own connections. */
  url?: string;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite.
 * `dataDir` undefined gives an in-memory PGlite (tests).
 */
export async function openDatabase({
  url,
  dataDir,
  loadDataDir,
  onError = (error) => console.error('database connection error', error),
}: {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from these files (another PGlite's `dumpDataDir`) instead of a new, empty cluster. */
  loadDataDir?: Blob;
  /** An idle connection that breaks (server restart, admin command) is reported here instead of crashing the process. */
  onError?: (error: Error) => void;
}): Promise<Database> {
  if (url) {
    // No JIT: our statements read a page or a count through indexes in milliseconds, and a cost estimate above
    // jit_above_cost (a count over a clinic's tasks, rules over every patient) made PostgreSQL spend 100-500 ms
    // compiling them first, even for an empty answer. docs/performance.md#the-server-at-a-clinics-size.
    const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
    let closed = false;
    // Connections still hanging up after close may report their end; that is no error.
    pool.on('error', (error) => closed || onError(error));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url,
      migrate: () => migratePg(db, { migrationsFolder }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => {
        closed = true;
        return pool.end();
      },
    };
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The patient search's trigram index and accent folding (migration 0007).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    pglite: client,
  };
}
