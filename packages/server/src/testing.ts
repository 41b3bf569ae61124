import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp, type AppOptions } from './app';
import { openDatabase, type Database } from './db/client';
import { chatFilesDir, diskStorage } from './modules/chats/storage';
import { eq } from 'drizzle-orm';
import { patients, users } from './db/schema';
import { demoPhysio, seed, type SeedOptions, type SeedSummary } from './db/seed';
import { demoPatientPassword } from './db/seed-chats';
import type { Mail, Mailer } from './mail/mailer';

let migratedPglite: Promise<Blob> | undefined;

/**
 * The files of an empty, migrated PGlite, made once per test worker: a test file's database starts as a copy of
 * them, which takes a fraction of creating a cluster and running every migration again for each file.
 */
function migratedPgliteFiles(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const template = await openDatabase({});
    await template.migrate();
    const files = await template.dumpDataDir?.();
    await template.close();
    if (!files) throw new Error('PGlite can copy its files');
    return files;
  })();
  return migratedPglite;
}

/**
 * One database per test file: an in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a fresh PostgreSQL database with its own name (dropped at the end),
 * so parallel runs never meet.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ loadDataDir: await migratedPgliteFiles() });
    // A no-op on the migrated copy; it keeps a test's database right should the copy ever lag behind.
    await database.migrate();
    return database;
  }
  const name = `rehab_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type SitesServer = { app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> };

/**
 * The server on an empty database, serving the built apps in `portalDir` and `patientAppDir`, with `root` (which
 * holds them) as its data folder, removed on close: for the tests of how it serves them.
 */
export async function startSitesServer(
  root: string,
  dirs: { portalDir: string; patientAppDir: string },
  grandId?: AppOptions['grandId'],
): Promise<SitesServer> {
  const database = await openTestDatabase();
  const app = await buildApp({ db: database.db, jwtSecret: new Uint8Array(32), mailer: memoryMailer(), dataDir: root, grandId, ...dirs });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Collects mails in memory instead of sending them. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: () => undefined };
}

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  summary: SeedSummary;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** An access token of a seeded user, by password. */
  signIn(email?: string): Promise<string>;
  /**
   * A patient joins as the app does: asks for a code, reads it from the mail (with the memory mailer,
   * the default), and joins with it. Answers the join call's response.
   */
  joinAsPatient(body: { code: string; email: string; password: string; firstName: string; lastName: string }): Promise<LightMyRequestResponse>;
  /** An access token of a seeded patient (the first of the first organization unless given), through the patient app. */
  signInPatient(patientId?: string): Promise<string>;
  close(): Promise<void>;
}

/** A server on a small seeded demo: 2 organizations, the 6 staff users and a few patients. */
export async function startTestServer({
  mailer = memoryMailer(),
  seedOptions = { patients: 10, weeks: 4 },
  appOptions = {},
}: { mailer?: Mailer; seedOptions?: SeedOptions; appOptions?: Partial<AppOptions> } = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'rehab-test-'));
  const jwtSecret = randomBytes(32);
  const summary = await seed(database.db, { files: diskStorage(chatFilesDir(dataDir)), secret: jwtSecret, ...seedOptions });
  const app = await buildApp({ db: database.db, jwtSecret, mailer, dataDir, version: 'test', poolStats: database.poolStats, ...appOptions });
  await app.ready();
  return {
    app,
    database,
    summary,
    dataDir,
    jwtSecret,
    async signIn(email = demoPhysio.email) {
      const response = await app.inject({ method: 'POST', url: '/users/sign-in', payload: { email, password: demoPhysio.password } });
      const body = response.json<{ access_token?: string }>();
      if (!body.access_token) throw new Error(`sign-in failed for ${email}: ${response.body}`);
      return body.access_token;
    },
    async joinAsPatient(body) {
      const asked = await app.inject({ method: 'POST', url: '/patient-app/join/request-code', payload: { email: body.email } });
      if (asked.statusCode !== 202) throw new Error(`no join code for ${body.email}: ${asked.body}`);
      const sent = 'sent' in mailer ? (mailer.sent as Mail[]) : [];
      const mail = sent.findLast((each) => each.to === body.email);
      const verificationCode = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '000000';
      return app.inject({ method: 'POST', url: '/patient-app/join', payload: { ...body, verificationCode } });
    },
    async signInPatient(patientId = summary.organizations[0]?.patientIds[0] ?? '') {
      const [patient] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, patientId));
      if (!patient) throw new Error(`no seeded patient ${patientId}`);
      const response = await app.inject({
        method: 'POST',
        url: '/patient-app/sign-in',
        payload: { email: patient.email, password: demoPatientPassword },
      });
      const body = response.json<{ access_token?: string }>();
      if (!body.access_token) throw new Error(`patient sign-in failed for ${patient.email}: ${response.body}`);
      return body.access_token;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body for `inject`, with text fields and at most one file. */
export function multipartBody(fields: Record<string, string>, file?: { field: string; name: string; type: string; content: Buffer }) {
  const boundary = `----rehab${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Inputs a hostile or careless client sends, for "bad input never yields a 500" checks. */
export const hostileValues: unknown[] = [
  null,
  42,
  true,
  [],
  {},
  '',
  'x'.repeat(20_000),
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '😀'.repeat(50),
];

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpCapture() {
  const inbox: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        inbox.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  // A sender that goes away mid-conversation (a server stopped at the end of a run, or killed on purpose) resets
  // its connection: that is the sender's end, not a failure of the receiving server, and unheard it would end the process.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    nextMail: () => new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The value, or a failed test that says what was missing. */
export function present<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

/** A seeded staff user by email. */
export const seededStaff = (summary: SeedSummary, email: string) => present(summary.physios.find((p) => p.email === email), email);
/** A seeded organization by its place in the demo (0 south, 1 north, 2 the small one). */
/** The id of an active patient of the seed's first organization, whose program a test may change. */
export async function activeSeededPatient(server: TestServer): Promise<string> {
  const ids = server.summary.organizations[0]?.patientIds ?? [];
  const rows = await server.database.db.select({ id: patients.userId, status: patients.status }).from(patients);
  return present(rows.find((row) => ids.includes(row.id) && row.status === 'active'), 'an active patient').id;
}

export const seededOrganization = (summary: SeedSummary, index: number) => present(summary.organizations[index], `organization ${index}`);

/** Every page of a keyset list, following `nextCursor` from the first page; each page is checked by `onPage`. */
export async function readAllPages<Item>(
  readPage: (cursor: string | null) => Promise<{ items: Item[]; total: number; nextCursor: string | null }>,
  onPage: (page: { items: Item[]; total: number }) => void = () => undefined,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor);
    onPage(page);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
