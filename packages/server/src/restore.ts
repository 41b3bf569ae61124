import { resolve } from 'node:path';
import { loadConfig } from './config';
import { restoreEmbeddedDatabase } from './db/backup';

/** `npm run restore -- file.sql`: a backup into DATA_DIR's embedded database, which must not exist yet. */
try {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore a PostgreSQL server with psql (docs/operations.md).');
  const named = process.argv[2];
  if (!named) throw new Error('Usage: npm run restore -- <backup.sql>');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), named);
  await restoreEmbeddedDatabase(file, config.pgliteDir);
  console.log(`Restored ${file} into ${config.pgliteDir}; start the server with npm start.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
