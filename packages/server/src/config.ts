import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultMetricsAllow } from './operations';
import { repoRoot } from './paths';

/** A comma-separated list of address ranges (CIDR: 10.0.0.0/8, fd00::/8); a bare address is a range of one. */
const cidrList = z
  .string()
  .transform((value) => value.split(',').map((range) => range.trim()).filter(Boolean))
  .pipe(z.array(z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()])).min(1));

const env = z
  .object({
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
    /**
     * An S3-compatible bucket for the exercise library's pictures and video, so several server processes share
     * them; without it they are kept in <DATA_DIR>/uploads/media. Credentials come the AWS SDK's own way
     * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role).
     */
    MEDIA_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).optional(),
    MEDIA_S3_ENDPOINT: z.string().url().optional(),
    MEDIA_S3_REGION: z.string().regex(/^[a-z0-9-]{1,32}$/).default('eu-north-1'),
    MEDIA_S3_PREFIX: z.string().regex(/^[A-Za-z0-9/_-]{0,100}$/).default('media/'),
    /** The portal's public address, for links in mails and the BankID return; required in production. */
    PUBLIC_URL: z.string().url().optional(),
    /** GrandID (BankID) endpoint and keys, all three or none; without them a local GrandID double runs outside production. */
    GRANDID_BASE_URL: z.string().url().optional(),
    GRANDID_API_KEY: z.string().min(1).optional(),
    GRANDID_SERVICE_KEY: z.string().min(1).optional(),
    /**
     * The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it) that signs the reminders' pushes,
     * both or neither; without them a pair is generated once into <DATA_DIR>/vapid.json.
     */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/).optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/).optional(),
    /** Who sends the pushes, for the browsers' push services: a mailto: or https: address. */
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/).{3,200}$/).optional(),
    /** Whether an empty database gets the demo clinic as the server starts: `off` for a clinic's own installation. */
    DEMO_DATA: z.enum(['on', 'off']).default('on'),
    /** Who may read /metrics: address ranges, loopback only by default. */
    METRICS_ALLOW: cidrList.optional(),
    NODE_ENV: z.string().optional(),
    npm_package_version: z.string().optional(),
  })
  .superRefine((e, context) => {
    const missing = (name: string, why: string) => context.addIssue({ code: 'custom', path: [name], message: `missing: ${why}` });
    if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) missing('PUBLIC_URL', 'production needs the portal\'s public address for links in mails and the BankID return');
    const grandId = { GRANDID_BASE_URL: e.GRANDID_BASE_URL, GRANDID_API_KEY: e.GRANDID_API_KEY, GRANDID_SERVICE_KEY: e.GRANDID_SERVICE_KEY };
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) missing(e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'the pushes need both VAPID keys, or neither');
    if (Object.values(grandId).some(Boolean)) {
      for (const [name, value] of Object.entries(grandId)) if (!value) missing(name, 'BankID needs all three GRANDID_ variables, or none');
    }
  });

/** What each variable takes, said once in the message for a wrong value. */
const expected: Partial<Record<string, string>> = {
  PORT: 'a port number from 0 to 65535',
  DEMO_DATA: 'on or off',
  DATABASE_URL: 'a postgres:// address',
  JWT_SECRET: 'at least 32 characters',
  SMTP_URL: 'an smtp:// or smtps:// address',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  REDIS_URL: 'a redis:// address',
  REDIS_PREFIX: '1 to 64 letters, digits, colons, dashes or underscores',
  UPLOAD_MAX_BYTES: 'a whole number of bytes from 1024 to 1073741824',
  PUBLIC_URL: 'an address such as https://rehab.example.se',
  MEDIA_S3_BUCKET: 'an S3 bucket name (3 to 63 lower-case letters, digits, dots or dashes)',
  MEDIA_S3_ENDPOINT: 'an https:// address of the object store',
  MEDIA_S3_REGION: 'a region such as eu-north-1',
  MEDIA_S3_PREFIX: 'letters, digits, slashes, dashes or underscores',
  GRANDID_BASE_URL: 'an https:// address',
  VAPID_PUBLIC_KEY: 'a VAPID public key (87 base64url characters)',
  VAPID_PRIVATE_KEY: 'a VAPID private key (43 base64url characters)',
  VAPID_SUBJECT: 'a mailto: or https:// address',
  METRICS_ALLOW: 'comma-separated addresses or ranges, such as 127.0.0.1/32,10.0.0.0/8',
};

/** A start refused for its configuration: one line per wrong or missing variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start with this configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once; a wrong value stops the start with a clear message. Values are never echoed: some are secrets. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (problems.has(name)) continue;
      problems.set(name, issue.message.startsWith('missing: ') ? `${name} is ${issue.message}` : `${name} is wrong: expected ${expected[name] ?? issue.message}`);
    }
    throw new ConfigError([...problems.values()]);
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
    mediaS3: e.MEDIA_S3_BUCKET
      ? { bucket: e.MEDIA_S3_BUCKET, endpoint: e.MEDIA_S3_ENDPOINT, region: e.MEDIA_S3_REGION, prefix: e.MEDIA_S3_PREFIX }
      : undefined,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`,
    grandId:
      e.GRANDID_BASE_URL && e.GRANDID_API_KEY && e.GRANDID_SERVICE_KEY
        ? { baseUrl: e.GRANDID_BASE_URL, apiKey: e.GRANDID_API_KEY, serviceKey: e.GRANDID_SERVICE_KEY }
        : undefined,
    metricsAllow: e.METRICS_ALLOW ?? defaultMetricsAllow,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${(/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM).trim()}`,
    demoData: e.DEMO_DATA === 'on',
    production: e.NODE_ENV === 'production',
    version: e.APP_VERSION ?? e.npm_package_version ?? '0.0.0',
  };
}
