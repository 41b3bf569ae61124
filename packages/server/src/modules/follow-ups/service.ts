import { followUpRules, type FollowUp, type FollowUpBody, type FollowUpCounts, type FollowUpView } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { followUps, journalNotes, patients, users } from '../../db/schema';
import { badField, HttpError, notFound } from '../../errors';
import { attentionKindOrder, attentionReasons, markAttentionHandled } from '../attention/service';
import { refreshListFacts } from '../patients/list-facts';
import { isPhysioOfOrganization, listOrganizationPhysios } from '../patients/care';
import { patientsInCareScope, type VisiblePatient } from '../patients/scope';

/** How long a done follow-up stays in the physio's "done" view. */
const doneDays = 14;
/** Rule follow-ups made in one read from which the table's statistics are refreshed at once. */
const bulkFollowUps = 500;
/** A draft waits this long before the rules ask its writer to sign it. */
const draftHours = 24;

const patientUser = alias(users, 'follow_up_patient');
const assignee = alias(users, 'follow_up_assignee');
const creator = alias(users, 'follow_up_creator');
const doer = alias(users, 'follow_up_doer');

const personOf = (row: { id: string; firstName: string; lastName: string } | null) =>
  row ? { id: row.id, firstName: row.firstName, lastName: row.lastName } : null;

const selectFollowUps = (db: Db) =>
  db
    .select({
      row: followUps,
      patient: { id: patientUser.id, firstName: patientUser.firstName, lastName: patientUser.lastName },
      assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
      creator: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
      doer: { id: doer.id, firstName: doer.firstName, lastName: doer.lastName },
    })
    .from(followUps)
    .innerJoin(patients, eq(patients.userId, followUps.patientId))
    .innerJoin(patientUser, eq(patientUser.id, followUps.patientId))
    .innerJoin(assignee, eq(assignee.id, followUps.assigneeId))
    .leftJoin(creator, eq(creator.id, followUps.createdBy))
    .leftJoin(doer, eq(doer.id, followUps.doneBy));

type Selected = Awaited<ReturnType<ReturnType<typeof selectFollowUps>['execute']>>[number];

const view = ({ row, patient, assignee: to, creator: by, doer: done }: Selected): FollowUp => ({
  id: row.id,
  patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
  kind: row.kind,
  origin: row.origin,
  reasons: row.reasons,
  note: row.note,
  dueDate: row.dueDate,
  snoozedUntil: row.snoozedUntil,
  status: row.status,
  assignee: { id: to.id, firstName: to.firstName, lastName: to.lastName },
  createdBy: personOf(by),
  createdAt: row.createdAt.toISOString(),
  doneAt: row.doneAt ? row.doneAt.toISOString() : null,
  doneBy: personOf(done),
});

/** Open now: not done, and not snoozed past today. */
const openNow = (today: string) => and(eq(followUps.status, 'open'), or(isNull(followUps.snoozedUntil), lte(followUps.snoozedUntil, today)));
const snoozed = (today: string) => and(eq(followUps.status, 'open'), gt(followUps.snoozedUntil, today));
const doneLately = (now: Date) => and(eq(followUps.status, 'done'), gte(followUps.doneAt, new Date(now.getTime() - doneDays * 86_400_000)));

/**
 * The rules' follow-ups for the patients in the physio's care, made as the work list is read, so they are never
 * stale (docs/rules/follow-ups.md):
 * - a patient who needs attention gets one open "contact the patient", for their responsible physio (or the
 *   physio reading, when there is none); the open one's unique key makes it once, however often this runs;
 * - a journal draft unsigned for over a day gets one open "sign the note" for its writer, closed by itself once
 *   no such draft is left.
 */
export async function applyFollowUpRules(db: Db, session: Session, now = new Date()): Promise<void> {
  if (session.role !== 'physio') return;
  const today = dayInSweden(now);
  // The stored facts say who needs attention (patients/list-facts.ts, as of today); only those without an open
  // "contact the patient" have their reasons computed, so a read that finds nothing new reads no task at all.
  await refreshListFacts(db, session, now);
  const newlyFlagged = and(
    patientsInCareScope(session),
    sql`${patients.needsAttention}`,
    sql`not exists (select 1 from ${followUps} f where f.patient_id = ${patients.userId}
                    and f.kind = 'contact-patient' and f.origin = 'rule' and f.status = 'open')`,
  ) as SQL;
  // Their ids, not the condition, go to the rules: the planner then knows how few they are usually (the stored
  // facts and the rules read now disagree on a patient or two during a day) and reads their feedback by index.
  const flagged = await db
    .select({ id: patients.userId })
    .from(patients)
    .where(and(eq(patients.status, 'active'), newlyFlagged));
  if (flagged.length > 0)
    await addContactFollowUps(db, session, inArray(patients.userId, flagged.map((each) => each.id)) as SQL, today, now);
  await applySignNoteRule(db, session, today, now);
}

/** The rule's "contact the patient" for each patient of `candidates` the attention rules flag now. */
async function addContactFollowUps(db: Db, session: Session, candidates: SQL, today: string, now: Date) {
  // One statement for all of them: the responsible physio (an open physio account of the patient's organization,
  // as careContacts reads it), else the organization's only physio, else the physio reading.
  const added = await db.execute(sql`
    ${attentionReasons(candidates, now)}
    insert into follow_ups (patient_id, kind, origin, reasons, due_date, assignee_id)
    select r.patient_id, 'contact-patient', 'rule',
           jsonb_agg(r.kind order by array_position(${sql.raw(`array[${attentionKindOrder.map((kind) => `'${kind}'`).join(', ')}]`)}, r.kind)),
           ${today}::date,
           coalesce(
             (select p.responsible_physio_id from patients p
              join users u on u.id = p.responsible_physio_id and u.role = 'physio' and u.deleted_at is null
              where p.user_id = r.patient_id
                and exists (select 1 from organization_members m where m.user_id = p.responsible_physio_id and m.organization_id = p.organization_id)),
             (select (array_agg(m.user_id))[1] from patients p
              join organization_members m on m.organization_id = p.organization_id
              join users u on u.id = m.user_id and u.role = 'physio' and u.deleted_at is null
              where p.user_id = r.patient_id having count(*) = 1),
             ${session.userId}::uuid)
    from reasons r
    group by r.patient_id
    on conflict do nothing
  `);
  // Many at once (a clinic's first read, an import): the planner's figures for the table are refreshed now rather
  // than at autovacuum's next round, else it takes the table for as empty as it was and loops over it per patient.
  if (rowsAffected(added) >= bulkFollowUps) await db.execute(sql`analyze ${followUps}`);
}

/** How many rows a statement changed: node-postgres says `rowCount`, PGlite `affectedRows`. */
const rowsAffected = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
};

/** A draft unsigned for over a day asks its writer to sign it; once none is left, the rule's follow-up is done. */
async function applySignNoteRule(db: Db, session: Session, today: string, now: Date) {
  const drafts = await db
    .selectDistinctOn([journalNotes.patientId], { patientId: journalNotes.patientId, authorId: journalNotes.authorId })
    .from(journalNotes)
    .innerJoin(patients, eq(patients.userId, journalNotes.patientId))
    .where(
      and(
        isNull(journalNotes.signedAt),
        isNull(journalNotes.struckAt),
        lt(journalNotes.createdAt, new Date(now.getTime() - draftHours * 3_600_000)),
        patientsInCareScope(session),
      ),
    )
    .orderBy(journalNotes.patientId, asc(journalNotes.createdAt));
  for (const draft of drafts) {
    if (!draft.authorId) continue;
    await db
      .insert(followUps)
      .values({ patientId: draft.patientId, kind: 'sign-note', origin: 'rule', dueDate: today, assigneeId: draft.authorId })
      .onConflictDoNothing();
  }
  // Signed (or struck) since: the rule's follow-up has nothing left to ask.
  const waiting = drafts.map((draft) => draft.patientId);
  await db
    .update(followUps)
    .set({ status: 'done', doneAt: now })
    .where(
      and(
        eq(followUps.kind, 'sign-note'),
        eq(followUps.origin, 'rule'),
        eq(followUps.status, 'open'),
        waiting.length > 0 ? sql`${followUps.patientId} not in ${waiting}` : undefined,
        inArray(followUps.patientId, db.select({ id: patients.userId }).from(patients).where(patientsInCareScope(session))),
      ),
    );
}

/** The statements of the physio's work list: one view's rows and the counts of all three. */
export function followUpListQueries(db: Db, session: Session, followUpView: FollowUpView, limit: number, now = new Date()) {
  const today = dayInSweden(now);
  const mine = and(eq(followUps.assigneeId, session.userId), patientsInCareScope(session)) as SQL;
  const [where, order] =
    followUpView === 'open'
      ? [openNow(today), [asc(followUps.dueDate), asc(followUps.createdAt), asc(followUps.id)]]
      : followUpView === 'snoozed'
        ? [snoozed(today), [asc(followUps.snoozedUntil), asc(followUps.dueDate), asc(followUps.id)]]
        : [doneLately(now), [desc(followUps.doneAt), asc(followUps.id)]];
  return {
    rows: selectFollowUps(db)
      .where(and(mine, where))
      .orderBy(...order)
      .limit(limit),
    counts: db
      .select({
        open: sql<number>`count(*) filter (where ${openNow(today)})`.mapWith(Number),
        due: sql<number>`count(*) filter (where ${openNow(today)} and ${followUps.dueDate} <= ${today})`.mapWith(Number),
        snoozed: sql<number>`count(*) filter (where ${snoozed(today)})`.mapWith(Number),
        done: sql<number>`count(*) filter (where ${doneLately(now)})`.mapWith(Number),
      })
      .from(followUps)
      .innerJoin(patients, eq(patients.userId, followUps.patientId))
      .where(mine),
  };
}

/** The physio's own follow-ups of the patients in their care, one view of them and the counts of all three. */
export async function listFollowUps(db: Db, session: Session, followUpView: FollowUpView, limit: number, now = new Date()) {
  await applyFollowUpRules(db, session, now);
  const queries = followUpListQueries(db, session, followUpView, limit, now);
  const [rows, [counts]] = await Promise.all([queries.rows, queries.counts]);
  return { items: rows.map(view), counts: (counts ?? { open: 0, due: 0, snoozed: 0, done: 0 }) satisfies FollowUpCounts };
}

/** The patient's open follow-ups, whoever has them, soonest first. */
export async function patientFollowUps(db: Db, patient: VisiblePatient) {
  const rows = await selectFollowUps(db)
    .where(and(eq(followUps.patientId, patient.id), eq(followUps.status, 'open')))
    .orderBy(asc(followUps.dueDate), asc(followUps.createdAt), asc(followUps.id));
  return { items: rows.map(view) };
}

async function findFollowUp(db: Db, patient: VisiblePatient, followUpId: string): Promise<FollowUp> {
  const [row] = await selectFollowUps(db).where(and(eq(followUps.id, followUpId), eq(followUps.patientId, patient.id)));
  if (!row) throw notFound('Follow-up not found');
  return view(row);
}

const refuseDone = (followUp: FollowUp) => {
  if (followUp.status !== 'open') throw new HttpError(409, 'The follow-up is done', [{ property: 'followUpId', constraints: { [followUpRules.open]: 'the follow-up is done' } }]);
};

/** 400 unless the physio has the patient in their care: an open physio account of the patient's organization. */
async function requireColleague(db: Db, patient: VisiblePatient, physioId: string) {
  if (!(await isPhysioOfOrganization(db, physioId, patient.organizationId))) {
    throw badField('assigneeId', followUpRules.colleague, 'The follow-up can go only to a physio who has the patient in their care');
  }
}

export async function addFollowUp(db: Db, session: Session, patient: VisiblePatient, body: FollowUpBody): Promise<FollowUp> {
  const assigneeId = body.assigneeId ?? session.userId;
  await requireColleague(db, patient, assigneeId);
  const [made] = await db
    .insert(followUps)
    .values({ patientId: patient.id, kind: body.kind, origin: 'physio', note: body.note || null, dueDate: body.dueDate, assigneeId, createdBy: session.userId })
    .returning({ id: followUps.id });
  if (!made) throw new Error('follow-up not made');
  return findFollowUp(db, patient, made.id);
}

/** Done: it leaves the open list; a rule's "contact the patient" also marks the patient's alerts handled. */
export async function markFollowUpDone(db: Db, session: Session, patient: VisiblePatient, followUpId: string, now = new Date()): Promise<FollowUp> {
  const followUp = await findFollowUp(db, patient, followUpId);
  refuseDone(followUp);
  await db.transaction(async (tx) => {
    await tx
      .update(followUps)
      .set({ status: 'done', doneAt: now, doneBy: session.userId })
      .where(and(eq(followUps.id, followUpId), eq(followUps.status, 'open')));
    if (followUp.kind === 'contact-patient' && followUp.origin === 'rule') await markAttentionHandled(tx, patient.id, now);
  });
  return findFollowUp(db, patient, followUpId);
}

/** Put off to a later day (in Sweden): it comes back to the open list that day. */
export async function snoozeFollowUp(db: Db, patient: VisiblePatient, followUpId: string, until: string, now = new Date()): Promise<FollowUp> {
  const followUp = await findFollowUp(db, patient, followUpId);
  refuseDone(followUp);
  if (until <= dayInSweden(now) || until > addDays(dayInSweden(now), 366)) {
    throw badField('until', followUpRules.snoozeFuture, 'A follow-up is snoozed to a day from tomorrow to a year ahead');
  }
  await db.update(followUps).set({ snoozedUntil: until }).where(eq(followUps.id, followUpId));
  return findFollowUp(db, patient, followUpId);
}

/** To a colleague who has the patient in their care; a note says why, kept with the follow-up's own. */
export async function handOverFollowUp(db: Db, patient: VisiblePatient, followUpId: string, assigneeId: string, note?: string): Promise<FollowUp> {
  const followUp = await findFollowUp(db, patient, followUpId);
  refuseDone(followUp);
  await requireColleague(db, patient, assigneeId);
  const notes = [followUp.note, note || null].filter(Boolean).join('\n');
  await db
    .update(followUps)
    .set({ assigneeId, note: notes || null })
    .where(eq(followUps.id, followUpId));
  return findFollowUp(db, patient, followUpId);
}

export const colleaguesOf = (db: Db, patient: VisiblePatient) => listOrganizationPhysios(db, patient.organizationId);
