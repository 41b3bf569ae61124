import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, the dev secret, uploads and the dev outbox live. */
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** smtp(s)://user:pass@host:port; without it mails go to the log and <DATA_DIR>/outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Rehab <no-reply@rehab.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORTAL_DIR: z.string().default(resolve(repoRoot, 'packages/portal/dist')),
  /** The built patient app, served at /app/. */
  PATIENT_APP_DIR: z.string().default(resolve(repoRoot, 'packages/patient/dist')),
  APP_VERSION: z.string().optional(),
  /** redis://… to run several server processes; real-time events travel through it. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of the Redis channels, so deployments sharing one Redis never meet. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/).default('rehab'),
  /** Largest chat file in bytes (10 MB). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(10 * 1024 * 1024),
  /** The portal's public address, for links in mails and the BankID return. */
  PUBLIC_URL: z.string().url().optional(),
  /** GrandID (BankID) endpoint and keys; without them a local GrandID double runs outside production. */
  GRANDID_BASE_URL: z.string().url().optional(),
  GRANDID_API_KEY: z.string().min(1).optional(),
  GRANDID_SERVICE_KEY: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  npm_package_version: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once; a wrong value stops the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    throw new Error(`Bad environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    /** The embedded database's folder, when DATABASE_URL is not set. */
    pgliteDir: resolve(e.DATA_DIR, 'db'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    portalDir: e.PORTAL_DIR,
    patientAppDir: e.PATIENT_APP_DIR,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`,
    grandId:
      e.GRANDID_BASE_URL && e.GRANDID_API_KEY && e.GRANDID_SERVICE_KEY
        ? { baseUrl: e.GRANDID_BASE_URL, apiKey: e.GRANDID_API_KEY, serviceKey: e.GRANDID_SERVICE_KEY }
        : undefined,
    production: e.NODE_ENV === 'production',
    version: e.APP_VERSION ?? e.npm_package_version ?? '0.0.0',
  };
}
