import { shiftedClockEnv } from '@rehab/test-kit/clock';
import { inArray, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { patients, reminderDeliveries, reminderSettings, tasks, users } from '../../db/schema';
import { startCluster, until, type Cluster, type ServerProcess } from '../../realtime/cluster-harness';

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';

/** The server processes live on this fixed morning (libfaketime), far from the seeded weeks: only this file's tasks fall on it. */
const day = '2030-03-12';
const morning = Date.parse(`${day}T09:30:00+01:00`);

/**
 * A real SMTP server that holds the first mail it receives unanswered (the sender waits for its 250 and never gets
 * it: the mail is not accepted), and accepts every later one.
 */
async function startHoldingSmtp() {
  const accepted: string[] = [];
  let held: ((to: string) => void) | undefined;
  const firstHeld = new Promise<string>((resolve) => (held = resolve));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((each) => each.address).join(',');
      stream.on('data', () => undefined);
      stream.on('end', () => {
        if (held) {
          const hold = held;
          held = undefined;
          hold(to);
          return;
        }
        accepted.push(to);
        callback();
      });
    },
  });
  // A sender that goes away mid-conversation (a server stopped at the end of a run, or killed on purpose) resets
  // its connection: that is the sender's end, not a failure of the receiving server, and unheard it would end the process.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    accepted,
    firstHeld,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

// Two real server processes on one PostgreSQL: the one sending a reminder dies mid-send; the other finishes the run.
describe('reminders across server processes', () => {
  let cluster: Cluster;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let database: Database;
  let reminded: { id: string; email: string }[];

  beforeAll(async () => {
    if (!postgresUrl || !redisUrl) throw new Error('the realtime project needs TEST_DATABASE_URL and TEST_REDIS_URL');
    cluster = await startCluster(postgresUrl, redisUrl);
    smtp = await startHoldingSmtp();
    database = await openDatabase({ url: cluster.databaseUrl });
    const active = await database.db
      .select({ id: patients.userId, email: users.email })
      .from(patients)
      .innerJoin(users, sql`${users.id} = ${patients.userId}`)
      .where(sql`${patients.status} = 'active'`)
      .limit(3);
    reminded = active;
    await database.db.insert(tasks).values(active.map((patient) => ({ patientId: patient.id, type: 'walking' as const, bookedDate: day })));
    await database.db
      .insert(reminderSettings)
      .values(active.map((patient) => ({ patientId: patient.id, daily: true, dailyTime: '09:00', appointment: true, push: true, mail: true })));
  });
  afterAll(async () => {
    await database?.close();
    await cluster?.close();
    await smtp?.close();
  });

  it('sends each reminder exactly once when a process is killed mid-run', async () => {
    const env = () => ({ ...shiftedClockEnv(morning - Date.now()), SMTP_URL: smtp.url, MAIL_FROM: 'Rehab <no-reply@rehab.test>' });
    const first: ServerProcess = await cluster.start({ env: env() });
    // The minute's tick queues the three reminders; the first process takes one and is killed while its mail is in flight.
    const heldFor = await smtp.firstHeld;
    await first.kill();
    expect(reminded.map((patient) => patient.email)).toContain(heldFor);

    const second = await cluster.start({ env: env() });
    const deliveries = () => database.db.select().from(reminderDeliveries).where(inArray(reminderDeliveries.patientId, reminded.map((patient) => patient.id)));
    await until(async () => (await deliveries()).length === 3, 180_000, 'three reminders recorded');
    // Every job of the run has ended, the dead process's one retried by the living one: nothing more will go.
    await until(
      async () => {
        // node-postgres answers its QueryResult.
        const { rows } = (await database.db.execute(sql`select state from pgboss.job where name = 'reminder-send'`)) as unknown as { rows: { state: string }[] };
        return rows.length > 0 && rows.every((row) => !['created', 'retry', 'active'].includes(row.state));
      },
      60_000,
      'every reminder job ended',
    );
    expect([...smtp.accepted].sort()).toEqual(reminded.map((patient) => patient.email).sort());
    expect((await deliveries()).map((row) => row.kind)).toEqual(['daily', 'daily', 'daily']);
    await second.kill();
  });
});
