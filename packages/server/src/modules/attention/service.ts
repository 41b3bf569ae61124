import type { AttentionItem, AttentionReason, AttentionResponse, AttentionThresholds } from '@rehab/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations, patients } from '../../db/schema';
import { addDays, clinicTimeZone, dayInSweden } from '@rehab/contract/dates';
import { patientsInCareScope } from '../patients/scope';

/** How far back feedback and adherence are read: two weeks, as the rules of docs/rules/attention.md say. */
export const attentionWindowDays = 14;
/** Fewer due tasks than this in the window say nothing about adherence. */
const adherenceMinimumDue = 4;

type ReasonRow = {
  patient_id: string;
  first_name: string;
  last_name: string;
  kind: AttentionReason['kind'];
  since: Date | string;
  pain: number | null;
  previous: number | null;
  exercise_name: string | null;
  share: number | null;
  days: number | null;
};

/** The rules in the order `reasons` lists them: a follow-up's reasons keep it. */
export const attentionKindOrder: readonly AttentionReason['kind'][] = ['hard-feedback', 'pain', 'pain-rise', 'inactive', 'low-adherence'];

/**
 * The attention rules as common table expressions: `watched` (the active patients of `watchedWhere`, a condition on
 * `patients`) and `reasons` (one row per patient and reason). Each rule is a branch of a union over the window's
 * feedback and tasks, counted from the later of the window's start and when a physio last marked the patient handled.
 * The dashboard's block reads the reasons; the patient list stores whether there are any (../patients/list-facts.ts).
 */
export function attentionReasons(watchedWhere: SQL, now: Date): SQL {
  const today = dayInSweden(now);
  const windowStart = new Date(now.getTime() - attentionWindowDays * 24 * 60 * 60 * 1000);
  const windowDay = addDays(today, -attentionWindowDays);
  return sql`
    with watched as (
      select ${patients.userId} as user_id, u.first_name, u.last_name, ${patients.joinedAt} as joined_at,
             greatest(${windowStart.toISOString()}::timestamptz, coalesce(${patients.attentionHandledAt}, '-infinity')) as counts_from,
             o.attention_pain, o.attention_pain_rise, o.attention_inactive_days, o.attention_adherence
      from ${patients}
      join users u on u.id = ${patients.userId}
      join ${organizations} o on o.id = ${patients.organizationId}
      where ${patients.status} = 'active' and ${watchedWhere}
    ),
    rated as (
      select f.patient_id, f.feedback, f.pain, f.created_at, coalesce(e.name, f.category) as exercise_name,
             lag(f.pain) over (partition by f.patient_id, f.exercise_id order by f.created_at) as previous
      from feedback_items f
      join watched w on w.user_id = f.patient_id
      left join exercises e on e.id = f.exercise_id
      where f.created_at >= ${windowStart.toISOString()}::timestamptz - interval '90 days'
    ),
    recent as (
      select r.*, w.attention_pain, w.attention_pain_rise from rated r join watched w on w.user_id = r.patient_id
      where r.created_at > w.counts_from
    ),
    reasons as (
      (select distinct on (patient_id) patient_id, 'hard-feedback' as kind, created_at as since,
              null::int as pain, null::int as previous, exercise_name, null::float as share, null::int as days
       from recent where feedback = 'hard' order by patient_id, created_at desc)
      union all
      (select distinct on (patient_id) patient_id, 'pain', created_at, pain, null, exercise_name, null, null
       from recent where pain >= attention_pain order by patient_id, pain desc, created_at desc)
      union all
      (select distinct on (patient_id) patient_id, 'pain-rise', created_at, pain, previous, exercise_name, null, null
       from recent where pain - previous >= attention_pain_rise order by patient_id, pain - previous desc, created_at desc)
      union all
      select w.user_id, 'inactive', last.active_since, null, null, null, null,
             (${today}::date - (last.active_since at time zone ${clinicTimeZone})::date)::int
      from watched w
      cross join lateral (
        select greatest(w.counts_from, w.joined_at,
                        (select max(t.completed_at) from tasks t where t.patient_id = w.user_id and t.status = 'done')) as active_since
      ) last
      where last.active_since < ${now.toISOString()}::timestamptz - make_interval(days => w.attention_inactive_days)
        and exists (select 1 from tasks t where t.patient_id = w.user_id and t.booked_date < ${today}::date
                    and t.booked_date >= (last.active_since at time zone ${clinicTimeZone})::date)
      union all
      select w.user_id, 'low-adherence', w.counts_from, null, null, null, due.done::float / due.due, null
      from watched w
      cross join lateral (
        select count(*) filter (where t.status = 'done') as done, count(*) as due
        from tasks t
        where t.patient_id = w.user_id and t.booked_date < ${today}::date
          and t.booked_date >= greatest(${windowDay}::date, (w.counts_from at time zone ${clinicTimeZone})::date + 1)
      ) due
      where due.due >= ${adherenceMinimumDue} and due.done * 100 < w.attention_adherence * due.due
    )`;
}

/**
 * The patients in the physio's scope who need attention, each with every reason and since when, the most recent
 * first. One statement over the rules of attentionReasons.
 */
export async function patientsNeedingAttention(db: Db, session: Session, limit: number, now = new Date()): Promise<AttentionResponse> {
  const result = await db.execute(sql`
    ${attentionReasons(patientsInCareScope(session) ?? sql`false`, now)}
    -- Pain and feedback are health data: the care rule's patients, never an administrator's.
    select r.patient_id, w.first_name, w.last_name, r.kind, r.since, r.pain, r.previous, r.exercise_name, r.share, r.days
    from reasons r join watched w on w.user_id = r.patient_id
  `);
  // PGlite and node-postgres both answer a raw statement with its rows under `rows`.
  const rows = (result as unknown as { rows: ReasonRow[] }).rows;
  const byPatient = new Map<string, AttentionItem>();
  for (const row of rows) {
    const since = new Date(row.since).toISOString();
    const item: AttentionItem = byPatient.get(row.patient_id) ?? {
      patient: { id: row.patient_id, firstName: row.first_name, lastName: row.last_name },
      since,
      reasons: [],
    };
    item.reasons.push(reasonOf(row, since));
    if (since < item.since) item.since = since;
    byPatient.set(row.patient_id, item);
  }
  // The most recent alert first: what a physio has not yet seen.
  const latest = (item: AttentionItem) => item.reasons.reduce((at, reason) => (reason.since > at ? reason.since : at), '');
  const items = [...byPatient.values()].sort((a, b) => latest(b).localeCompare(latest(a)) || a.patient.id.localeCompare(b.patient.id));
  return { items: items.slice(0, limit), total: items.length };
}

function reasonOf(row: ReasonRow, since: string): AttentionReason {
  const exerciseName = row.exercise_name ?? '';
  switch (row.kind) {
    case 'hard-feedback':
      return { kind: row.kind, since, exerciseName };
    case 'pain':
      return { kind: row.kind, since, pain: Number(row.pain), exerciseName };
    case 'pain-rise':
      return { kind: row.kind, since, pain: Number(row.pain), previous: Number(row.previous), exerciseName };
    case 'inactive':
      return { kind: row.kind, since, days: Math.max(1, Number(row.days)) };
    case 'low-adherence':
      return { kind: row.kind, since, share: Math.round(Number(row.share) * 100) / 100 };
  }
}

/** The physio has acted on the patient's alerts: only what happens from now on raises one again. */
export async function markAttentionHandled(db: Db, patientId: string, now = new Date()) {
  await db.update(patients).set({ attentionHandledAt: now }).where(eq(patients.userId, patientId));
}

export async function readThresholds(db: Db, organizationId: string): Promise<AttentionThresholds> {
  const [row] = await db
    .select({
      pain: organizations.attentionPain,
      painRise: organizations.attentionPainRise,
      inactiveDays: organizations.attentionInactiveDays,
      adherence: organizations.attentionAdherence,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new Error('organization not found');
  return row;
}

export async function writeThresholds(db: Db, organizationId: string, thresholds: AttentionThresholds): Promise<AttentionThresholds> {
  await db
    .update(organizations)
    .set({
      attentionPain: thresholds.pain,
      attentionPainRise: thresholds.painRise,
      attentionInactiveDays: thresholds.inactiveDays,
      attentionAdherence: thresholds.adherence,
    })
    .where(eq(organizations.id, organizationId));
  return readThresholds(db, organizationId);
}
