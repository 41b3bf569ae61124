import { maxRangeYears, withinMaxRange, type ComplianceMonth, type OrganizationStatistics, type StatisticsQuery } from '@rehab/contract';
import { and, count, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, tasks } from '../../db/schema';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { badField } from '../../errors';
import { exerciseActivities, lessonActivities } from '../patients/service';
import { licenseHolders } from './service';

/** The asked period, or the 6 months up to today: from the first day of the month 5 months back. */
export function statisticsPeriod(query: StatisticsQuery, now = new Date()): { from: string; to: string } {
  const today = dayInSweden(now);
  const to = query.to ?? today;
  if (query.from) {
    // The contract bounds a period it sees whole; one that ends today by default is checked here.
    if (query.from > to) throw badField('from');
    if (!withinMaxRange(query.from, to)) throw badField('from', 'maxRange', `the period may be at most ${maxRangeYears} years`);
    return { from: query.from, to };
  }
  const end = new Date(`${to}T00:00:00Z`);
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 5, 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/** Every month a period touches, as YYYY-MM; never more than a bounded period has, whatever the input. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (cursor.toISOString().slice(0, 7) <= to.slice(0, 7) && months.length <= 12 * maxRangeYears) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

const share = (done: number, due: number) => (due === 0 ? null : Math.round((done / due) * 1000) / 1000);

/**
 * The organization's license use, active and inactive patients, and compliance in
 * the period: a task is due once its day has passed (the same rule as a patient's
 * statistics), and compliance is the share of due tasks done. An active user is in
 * treatment and did a task in the period; every other license holder is inactive,
 * so a patient the patient list shows as inactive is never counted active.
 */
export async function organizationStatistics(
  db: Db,
  organizationId: string,
  licenses: number,
  query: StatisticsQuery,
  now = new Date(),
): Promise<OrganizationStatistics> {
  const { from, to } = statisticsPeriod(query, now);
  const today = dayInSweden(now);
  const yesterday = addDays(today, -1);
  const lastDue = to < yesterday ? to : yesterday;
  const holders = licenseHolders(organizationId);

  const [licenseRow] = await db
    .select({ used: count(), active: sql<number>`count(*) filter (where ${patients.status} = 'active')::int` })
    .from(patients)
    .where(holders);
  const [activeRow] = await db
    .select({ n: countDistinct(tasks.patientId) })
    .from(tasks)
    .innerJoin(patients, eq(patients.userId, tasks.patientId))
    .where(
      and(holders, eq(patients.status, 'active'), eq(tasks.status, 'done'), gte(tasks.bookedDate, from), lte(tasks.bookedDate, to)),
    );

  const kind = sql<'exercise' | 'theory'>`case when ${tasks.type} in ${exerciseActivities} then 'exercise' else 'theory' end`;
  const rows = await db
    .select({
      month: sql<string>`to_char(${tasks.bookedDate}, 'YYYY-MM')`,
      kind,
      due: count(),
      done: sql<number>`count(*) filter (where ${tasks.status} = 'done')::int`,
    })
    .from(tasks)
    .innerJoin(patients, eq(patients.userId, tasks.patientId))
    .where(
      and(
        holders,
        gte(tasks.bookedDate, from),
        lte(tasks.bookedDate, lastDue),
        sql`${tasks.type} in ${[...exerciseActivities, ...lessonActivities]}`,
      ),
    )
    .groupBy(sql`1`, sql`2`);

  const totals = { exercise: { done: 0, due: 0 }, theory: { done: 0, due: 0 } };
  const byMonth = new Map<string, typeof totals>();
  for (const row of rows) {
    const month = byMonth.get(row.month) ?? { exercise: { done: 0, due: 0 }, theory: { done: 0, due: 0 } };
    month[row.kind].done += Number(row.done);
    month[row.kind].due += Number(row.due);
    totals[row.kind].done += Number(row.done);
    totals[row.kind].due += Number(row.due);
    byMonth.set(row.month, month);
  }
  const months: ComplianceMonth[] = monthsOf(from, to).map((month) => {
    const m = byMonth.get(month);
    return {
      month,
      exerciseCompliance: m ? share(m.exercise.done, m.exercise.due) : null,
      theoryCompliance: m ? share(m.theory.done, m.theory.due) : null,
      dueTasks: m ? m.exercise.due + m.theory.due : 0,
    };
  });

  const usedLicenses = Number(licenseRow?.used ?? 0);
  const activeUsers = Number(activeRow?.n ?? 0);
  return {
    organizationId,
    from,
    to,
    licenses,
    usedLicenses,
    activeLicenses: Number(licenseRow?.active ?? 0),
    activeUsers,
    inactiveUsers: Math.max(0, usedLicenses - activeUsers),
    exerciseCompliance: share(totals.exercise.done, totals.exercise.due),
    theoryCompliance: share(totals.theory.done, totals.theory.due),
    months,
  };
}
