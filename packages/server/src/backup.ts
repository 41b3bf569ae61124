import { resolve } from 'node:path';
import { loadConfig } from './config';
import { backupEmbeddedDatabase } from './db/backup';

/** `npm run backup [-- file.sql]`: the embedded database of DATA_DIR as an SQL dump; the server must be stopped. */
try {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump (docs/operations.md).');
  const named = process.argv[2] ?? `rehab-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`;
  // npm runs the script in the server's folder; a file name is taken from where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), named);
  const { bytes } = await backupEmbeddedDatabase(config.pgliteDir, file);
  console.log(`Backed up ${config.pgliteDir} to ${file} (${bytes} bytes).`);
  console.log(`Uploaded photos and chat files are files: copy ${resolve(config.dataDir, 'uploads')} beside it.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
