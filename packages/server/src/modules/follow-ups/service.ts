import { followUpRules, type FollowUp, type FollowUpBody, type FollowUpCounts, type FollowUpView } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { followUps, journalNotes, patients, users } from '../../db/schema';
import { badField, HttpError, notFound } from '../../errors';
import { markAttentionHandled, patientsNeedingAttention } from '../attention/service';
import { careContacts, isPhysioOfOrganization, listOrganizationPhysios } from '../patients/care';
import { patientsInCareScope, type VisiblePatient } from '../patients/scope';

/** How long a done follow-up stays in the physio's "done" view. */
const doneDays = 14;
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
  const attention = await patientsNeedingAttention(db, session, Number.MAX_SAFE_INTEGER, now);
  for (const item of attention.items) {
    const contacts = await careContacts(db, item.patient.id);
    await db
      .insert(followUps)
      .values({
        patientId: item.patient.id,
        kind: 'contact-patient',
        origin: 'rule',
        reasons: [...new Set(item.reasons.map((reason) => reason.kind))],
        dueDate: today,
        // The responsible physio (careContacts answers them alone), else the physio reading.
        assigneeId: contacts.length === 1 ? (contacts[0] ?? session.userId) : session.userId,
      })
      .onConflictDoNothing();
  }

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

/** The physio's own follow-ups of the patients in their care, one view of them and the counts of all three. */
export async function listFollowUps(db: Db, session: Session, followUpView: FollowUpView, limit: number, now = new Date()) {
  await applyFollowUpRules(db, session, now);
  const today = dayInSweden(now);
  const mine = and(eq(followUps.assigneeId, session.userId), patientsInCareScope(session)) as SQL;
  const [where, order] =
    followUpView === 'open'
      ? [openNow(today), [asc(followUps.dueDate), asc(followUps.createdAt), asc(followUps.id)]]
      : followUpView === 'snoozed'
        ? [snoozed(today), [asc(followUps.snoozedUntil), asc(followUps.dueDate), asc(followUps.id)]]
        : [doneLately(now), [desc(followUps.doneAt), asc(followUps.id)]];
  const rows = await selectFollowUps(db)
    .where(and(mine, where))
    .orderBy(...order)
    .limit(limit);
  const [counts] = await db
    .select({
      open: sql<number>`count(*) filter (where ${openNow(today)})`.mapWith(Number),
      due: sql<number>`count(*) filter (where ${openNow(today)} and ${followUps.dueDate} <= ${today})`.mapWith(Number),
      snoozed: sql<number>`count(*) filter (where ${snoozed(today)})`.mapWith(Number),
      done: sql<number>`count(*) filter (where ${doneLately(now)})`.mapWith(Number),
    })
    .from(followUps)
    .innerJoin(patients, eq(patients.userId, followUps.patientId))
    .where(mine);
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
