import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import { clinicTimeZone } from '@rehab/contract/dates';
import type { Database } from '../../db/client';
import { refreshEveryListFacts } from '../patients/list-facts';
import { dueReminders, type DueReminder } from './due';
import type { ReminderSender } from './send';

/** Every minute, one process finds the reminders owed and queues one job for each. */
const tickQueue = 'reminders-tick';
/** One job per reminder key; the queue's `stately` policy runs at most one per key at a time. */
const sendQueue = 'reminder-send';
/**
 * Just after midnight in Sweden, the patient list's facts of every patient as of the new day
 * (patients/list-facts.ts), so the day's first list does not compute ten thousand patients' while a physio waits.
 */
export const listFactsQueue = 'list-facts-nightly';
export const listFactsCron = '5 0 * * *';

export const reminderJobKey = (reminder: DueReminder) => `${reminder.kind}:${reminder.patientId}:${reminder.day}`;

export interface ReminderQueueOptions {
  /** On PostgreSQL the queue opens connections of its own to the same address; the embedded database is shared as it is. */
  database: Database;
  sender: ReminderSender;
  /** Now; the tests' clock, the real one otherwise. */
  clock?: () => Date;
  log?: FastifyBaseLogger;
  /** Whether this process schedules the minute's tick (every process may; the queue sends one job a minute). */
  schedule?: boolean;
  /** A job whose process stops beating for this long is handed to another process (pg-boss's minimum is 10). */
  heartbeatSeconds?: number;
  /** How often the queue looks for jobs, and for jobs of a process that died. */
  pollingIntervalSeconds?: number;
  superviseIntervalSeconds?: number;
}

export interface ReminderQueue {
  /** Finds what is owed now and queues it (what the minute's tick does), answering the keys queued. */
  queueDue(): Promise<string[]>;
  /** Queues the night's computing of the list's facts now, answering once a process has done it. */
  refreshListFactsNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The reminders' job queue on pg-boss (docs/decisions/0021-reminder-queue.md), in the server's own database: on
 * PostgreSQL shared by every server process, on the embedded database within the one process.
 */
export async function startReminderQueue({
  database,
  sender,
  clock = () => new Date(),
  log,
  schedule = true,
  heartbeatSeconds = 10,
  pollingIntervalSeconds = 2,
  superviseIntervalSeconds = 10,
}: ReminderQueueOptions): Promise<ReminderQueue> {
  const connection =
    database.kind === 'pglite' && database.pglite
      ? { db: fromPglite(database.pglite), backend: 'pglite' as const }
      : { connectionString: database.url, max: 4 };
  const boss = new PgBoss({ ...connection, schema: 'pgboss', superviseIntervalSeconds, schedule });
  boss.on('error', (error) => log?.error({ err: error }, 'reminder queue error'));
  await boss.start();
  await boss.createQueue(tickQueue, { policy: 'short', expireInSeconds: 60, retryLimit: 0 });
  await boss.createQueue(sendQueue, { policy: 'stately', expireInSeconds: 120, heartbeatSeconds, retryLimit: 10, retryDelay: 5 });
  // Once at a time (`exclusive`: one queued or running); a process that dies mid-way leaves the rest stale, which the next list computes.
  await boss.createQueue(listFactsQueue, { policy: 'exclusive', expireInSeconds: 1800, heartbeatSeconds, retryLimit: 3, retryDelay: 60 });

  const queueDue = async () => {
    const due = await dueReminders(database.db, clock());
    const keys: string[] = [];
    for (const reminder of due) {
      // A key already queued or running is refused by the policy (null): it is on its way.
      const id = await boss.send(sendQueue, { ...reminder }, { singletonKey: reminderJobKey(reminder) });
      if (id) keys.push(reminderJobKey(reminder));
    }
    return keys;
  };
  if (schedule) {
    await boss.schedule(tickQueue, '* * * * *');
    await boss.schedule(listFactsQueue, listFactsCron, null, { tz: clinicTimeZone });
  }
  await boss.work(tickQueue, { pollingIntervalSeconds }, async () => {
    await queueDue();
  });
  await boss.work<DueReminder>(sendQueue, { pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    const outcome = await sender.send(job.data, clock());
    log?.info({ reminder: { kind: job.data.kind, day: job.data.day }, outcome }, 'reminder');
  });
  const factsDone = new Set<string>();
  const factsWaiting = new Map<string, () => void>();
  await boss.work(listFactsQueue, { pollingIntervalSeconds }, async ([job]) => {
    await refreshEveryListFacts(database.db, clock());
    log?.info('list facts computed for the day');
    if (!job) return;
    factsDone.add(job.id);
    factsWaiting.get(job.id)?.();
  });
  const refreshListFactsNow = async () => {
    const id = await boss.send(listFactsQueue, {});
    if (!id) return;
    if (!factsDone.has(id)) await new Promise<void>((resolve) => factsWaiting.set(id, resolve));
    factsWaiting.delete(id);
    factsDone.delete(id);
  };
  return { queueDue, refreshListFactsNow, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
