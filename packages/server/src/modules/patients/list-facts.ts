import { and, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { patients } from '../../db/schema';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { attentionReasons } from '../attention/service';
import { listedPatients } from './scope';

/** The days the list's adherence counts: the 14 before today, as the attention rules read them. */
export const adherenceDays = 14;

/** Condition on `patients`: the list's figures are older than today, or something they are made of changed since. */
const staleOn = (today: string) => sql`${patients.listFactsDay} < ${today}::date`;

/**
 * Computes the patient list's figures (schema.ts: last activity, adherence over 14 days, needs attention) of the
 * patients of `where` as of today, in one statement: the attention rules are those of the dashboard's block.
 */
export async function computeListFacts(db: Db, where: SQL, now = new Date()): Promise<void> {
  const today = dayInSweden(now);
  const windowDay = addDays(today, -adherenceDays);
  await db.execute(sql`
    ${attentionReasons(sql`${patients.userId} in (select user_id from patients where ${where})`, now)}
    update patients p set
      last_activity_at = (select max(t.completed_at) from tasks t where t.patient_id = p.user_id and t.status = 'done'),
      adherence = (
        select case when count(*) = 0 then null else round(100.0 * count(*) filter (where t.status = 'done') / count(*))::smallint end
        from tasks t where t.patient_id = p.user_id and t.booked_date >= ${windowDay}::date and t.booked_date < ${today}::date),
      needs_attention = exists (select 1 from reasons r where r.patient_id = p.user_id),
      list_facts_day = ${today}::date
    where p.user_id in (select user_id from patients where ${where})
  `);
}

/** Computes the stale figures of `where`, one caller at a time: two lists arriving together would otherwise update
 * the same rows in different orders. The second, once the first is done, finds nothing stale. */
async function computeStale(db: Db, where: SQL, now: Date): Promise<void> {
  const stale = and(where, staleOn(dayInSweden(now))) as SQL;
  const [any] = await db.select({ one: sql<number>`1` }).from(patients).where(stale).limit(1);
  if (!any) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('patients:list-facts'))`);
    await computeListFacts(tx, stale, now);
  });
}

/**
 * Brings the figures of the session's listed patients up to today before the list reads them: only those whose
 * figures are stale (a new day, or a change since), found on patients_list_facts_day_idx; usually none.
 */
export const refreshListFacts = (db: Db, session: Pick<Session, 'userId' | 'role'>, now = new Date()) =>
  computeStale(db, listedPatients(session), now);

/** Every patient's stale figures as of today: after a seed, and each night on the job queue (reminders/queue.ts). */
export const refreshEveryListFacts = (db: Db, now = new Date()) => computeStale(db, sql`true`, now);
