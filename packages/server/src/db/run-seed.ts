import { loadConfig } from '../config';
import { chatFilesDir, diskStorage } from '../modules/chats/storage';
import { openDatabase } from './client';
import { demoPhysio, seed, wipe } from './seed';

// `npm run seed`: migrate, empty every table and load the demo data again.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.pgliteDir });
try {
  await database.migrate();
  const started = Date.now();
  await wipe(database.db);
  const summary = await seed(database.db, { files: diskStorage(chatFilesDir(config.dataDir)) });
  console.log(`Seeded ${database.kind} in ${Date.now() - started} ms:`, summary.counts);
  console.log(`Demo physio: ${demoPhysio.email} / ${demoPhysio.password}`);
} finally {
  await database.close();
}
