import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadJwtSecret } from './auth/tokens';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/migrate';
import { chatFilesDir, diskStorage } from './modules/chats/storage';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { grandIdClient } from './modules/grandid/client';
import { startGrandIdDouble } from './modules/grandid/grandid-double';
import { diskMediaStorage, mediaDir } from './storage/media-storage';
import { s3Client, s3MediaStorage } from './storage/s3-media-storage';
import { startReminderQueue, type ReminderQueue } from './modules/reminders/queue';
import { reminderSender } from './modules/reminders/send';
import { loadVapid } from './modules/reminders/vapid';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // What to fix, without a stack trace in front of it.
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const logger = createLogger(config.logLevel);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.pgliteDir,
  onError: (error) => logger.error({ err: error }, 'database connection error'),
});

// BankID: the real GrandID when configured; otherwise, outside production, a local double to sign in against.
const grandIdDouble = !config.grandId && !config.production ? await startGrandIdDouble() : undefined;
if (grandIdDouble) logger.info({ grandId: grandIdDouble.baseUrl }, 'BankID through the local GrandID double (GRANDID_BASE_URL is not set)');
const grandIdConfig = config.grandId ?? grandIdDouble;

const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, config.mailFrom, logger);
const jwtSecret = loadJwtSecret(config.jwtSecret, config.dataDir);
// The library's pictures and video: in the data folder, or in the object store every server process shares.
const mediaStorage = config.mediaS3
  ? s3MediaStorage({
      bucket: config.mediaS3.bucket,
      prefix: config.mediaS3.prefix,
      // A store of one's own (MinIO, Ceph, Garage) names its buckets in the path.
      client: s3Client({ region: config.mediaS3.region, endpoint: config.mediaS3.endpoint, forcePathStyle: config.mediaS3.endpoint !== undefined }),
    })
  : diskMediaStorage(mediaDir(config.dataDir));
const vapid = loadVapid(config.vapid, config.dataDir, config.vapidSubject);
const app = await buildApp({
  db: database.db,
  jwtSecret,
  mailer,
  dataDir: config.dataDir,
  portalDir: config.portalDir,
  patientAppDir: config.patientAppDir,
  version: config.version,
  logger,
  redisUrl: config.redisUrl,
  redisPrefix: config.redisPrefix,
  uploadMaxBytes: config.uploadMaxBytes,
  mediaStorage,
  portalUrl: config.publicUrl,
  grandId: grandIdConfig && grandIdClient(grandIdConfig),
  metricsAllow: config.metricsAllow,
  poolStats: database.poolStats,
  vapidPublicKey: vapid.publicKey,
});
/** Work the process runs beside its calls, started once the database is ready (below). */
const background: { reminders?: ReminderQueue } = {};

app.addHook('onClose', async () => {
  // The queue first: a reminder being sent finishes, then its mailer and database close.
  await background.reminders?.stop();
  mailer.close();
  await grandIdDouble?.close();
  await database.close();
  app.log.info('database closed');
});

await prepareDatabase(database, app.log, config.demoData ? { files: diskStorage(chatFilesDir(config.dataDir)), secret: jwtSecret, media: mediaStorage } : undefined);
app.log.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');
// Scheduled work (the patient's reminders) on the job queue in the same database, shared by every server process.
background.reminders = await startReminderQueue({
  database,
  sender: reminderSender({ db: database.db, mailer, vapid, appUrl: config.publicUrl, log: app.log }),
  log: app.log,
});

// SIGTERM (or SIGINT): stop taking connections, let calls in flight finish, end the sockets, close the database
// (app.close runs the hooks above); whatever still hangs after 10 s is cut off with a failing exit code.
closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
