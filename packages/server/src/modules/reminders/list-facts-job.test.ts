import { clinicTimeZone, dayInSweden } from '@rehab/contract/dates';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { patients } from '../../db/schema';
import { seed } from '../../db/seed';
import { openTestDatabase } from '../../testing';
import { listFactsCron, listFactsQueue, startReminderQueue, type ReminderQueue } from './queue';

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** The patient list's facts are computed at night on the job queue, so the day's first list finds them done. */
describe("the night's computing of the patient list's facts", () => {
  let database: Database;
  let queue: ReminderQueue | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db, { patients: 30, weeks: 3 });
  }, 120_000);
  afterAll(async () => {
    await queue?.stop();
    await database.close();
  });

  const facts = () =>
    database.db
      .select({ id: patients.userId, lastActivityAt: patients.lastActivityAt, adherence: patients.adherence, needsAttention: patients.needsAttention })
      .from(patients)
      .orderBy(asc(patients.userId));

  it('is scheduled just after midnight in Sweden and brings every patient’s facts to the new day', { timeout: 120_000 }, async () => {
    queue = await startReminderQueue({ database, sender: { send: async () => 'not-due' }, pollingIntervalSeconds: 0.5 });
    const schedules = rowsOf(await database.db.execute(sql`select cron, timezone from pgboss.schedule where name = ${listFactsQueue}`));
    expect(schedules).toEqual([{ cron: listFactsCron, timezone: clinicTimeZone }]);

    const computed = await facts();
    expect(computed.filter((each) => each.adherence !== null).length).toBeGreaterThan(0);
    // Yesterday's facts, as a new day finds them.
    await database.db.execute(sql`update patients set list_facts_day = list_facts_day - 1, adherence = null, needs_attention = false`);
    await queue.refreshListFactsNow();

    const [stale] = rowsOf(await database.db.execute(sql`select count(*)::int as n from patients where list_facts_day < ${dayInSweden()}::date`));
    expect(stale?.n).toBe(0);
    expect(await facts()).toEqual(computed);
  });
});
