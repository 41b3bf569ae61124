import { inLanguage, type ContentLanguage } from '../../reader-language';
import type {
  ActivityStatisticResponse,
  ActivityType,
  AuditEntry,
  CalendarEntriesResponse,
  FeedbackItem,
  HealthReportResponse,
  ProgramResponse,
  ProgramUpdate,
  ProgramUpdateBody,
  Questionnaire,
} from '@rehab/contract';
import { validationMessages } from '@rehab/contract';
import { pageCalendarEntries, type CalendarPageQuery } from './calendar';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  calendarEntries,
  exercises,
  feedbackItems,
  healthMeasures,
  patients,
  programs,
  programUpdates,
  questionnaireAnswers,
  questionnaires,
  tasks,
  users,
} from '../../db/schema';
import { changeLevel, refuseEndedTreatment } from '../activities/levels';
import { clinicTimeZone, dayInSweden } from '@rehab/contract/dates';
import { iso, isoOrNull } from '../../dates';
import { badField, notFound } from '../../errors';
import type { Session } from '../../auth/tokens';
import { isPhysioOfOrganization } from './care';
import { findListedPatient, type VisiblePatient } from './scope';

/**
 * Ends the treatment from now: the patient is inactive, and the planned tasks after the day it ended
 * (in Sweden) are taken away, so nothing is planned or can be marked after it. Done and skipped tasks
 * stay as the patient reported them. Ending it again keeps the first end.
 */
export async function endTreatment(db: Db, patient: VisiblePatient, now = new Date()): Promise<VisiblePatient> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(patients)
      .set({ status: 'inactive', treatmentEnd: sql`coalesce(${patients.treatmentEnd}, ${now.toISOString()}::timestamptz)` })
      .where(eq(patients.userId, patient.id))
      .returning({ status: patients.status, treatmentEnd: patients.treatmentEnd });
    const endDay = dayInSweden(updated?.treatmentEnd ?? now);
    await tx.delete(tasks).where(and(eq(tasks.patientId, patient.id), eq(tasks.status, 'planned'), gt(tasks.bookedDate, endDay)));
    return { ...patient, ...updated };
  });
}

/**
 * Makes a physio of the patient's organization the patient's responsible physio, or leaves the patient without
 * one (null: every physio of the organization answers). Anyone else is a 400 on `physioId`, whether or not they exist.
 */
export async function setResponsiblePhysio(db: Db, session: Session, patient: VisiblePatient, physioId: string | null): Promise<VisiblePatient> {
  if (physioId && !(await isPhysioOfOrganization(db, physioId, patient.organizationId))) {
    throw badField('physioId', 'invalid', "physioId is not a physio of the patient's organization");
  }
  await db.update(patients).set({ responsiblePhysioId: physioId }).where(eq(patients.userId, patient.id));
  return findListedPatient(db, session, patient.id);
}

export async function listFeedback(db: Db, patient: VisiblePatient, limit: number, language: ContentLanguage = 'sv'): Promise<FeedbackItem[]> {
  const rows = await db
    .select({ item: feedbackItems, exercise: exercises })
    .from(feedbackItems)
    .leftJoin(exercises, eq(exercises.id, feedbackItems.exerciseId))
    .where(eq(feedbackItems.patientId, patient.id))
    .orderBy(desc(feedbackItems.createdAt), desc(feedbackItems.id))
    .limit(limit);
  return rows.map(({ item, exercise }) => ({
    id: item.id,
    user: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
    exerciseName: exercise ? inLanguage(language, exercise.name, exercise.nameEn) : item.category,
    exerciseImageUrl: exercise?.imageUrl ?? null,
    groupName: exercise?.groupName ?? item.exerciseType,
    groupDisplayName: exercise ? inLanguage(language, exercise.groupDisplayName, exercise.groupDisplayNameEn) : item.category,
    subjectType: item.subjectType,
    subjectId: item.subjectId,
    exerciseType: item.exerciseType,
    category: item.category,
    exerciseId: item.exerciseId,
    groupId: exercise?.groupId ?? 0,
    groupIndex: exercise?.groupIndex ?? 0,
    feedback: item.feedback,
    pain: item.pain,
    feedbackNote: item.feedbackNote,
    created: iso(item.createdAt),
  }));
}

/** Which tasks count as exercises and which as theory lessons, for compliance. */
export const exerciseActivities: ActivityType[] = ['strength', 'exercise-strength', 'walking', 'exercise-pulse', 'breathing', 'mindfulness'];
export const lessonActivities: ActivityType[] = ['lesson', 'theory-lesson'];

/** A statistic's days, both inclusive; either end left out is open. */
export type StatisticPeriod = { from?: string; to?: string };

export async function activityStatistic(db: Db, patient: VisiblePatient, period: StatisticPeriod = {}, now = new Date()): Promise<ActivityStatisticResponse> {
  const today = dayInSweden(now);
  const rows = await db
    .select({
      type: tasks.type,
      status: tasks.status,
      weekStart: sql<string>`to_char(date_trunc('week', ${tasks.bookedDate}::timestamp), 'YYYY-MM-DD')`,
      past: sql<boolean>`${tasks.bookedDate} < ${today}::date`,
      n: count(),
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.patientId, patient.id),
        period.from ? gte(tasks.bookedDate, period.from) : undefined,
        period.to ? lte(tasks.bookedDate, period.to) : undefined,
      ),
    )
    .groupBy(tasks.type, tasks.status, sql`3`, sql`4`);
  const zero = () => ({ done: 0, skipped: 0, missed: 0, planned: 0 });
  const totals = zero();
  const byType = new Map<ActivityType, ReturnType<typeof zero>>();
  const byWeek = new Map<string, ReturnType<typeof zero>>();
  const compliance = { exercises: { done: 0, due: 0 }, theoryLessons: { done: 0, due: 0 } };
  for (const row of rows) {
    const n = Number(row.n);
    // A task is missed only once its day is over; until then it is planned.
    const outcome = row.status === 'planned' && row.past ? 'missed' : row.status;
    totals[outcome] += n;
    const type = byType.get(row.type) ?? zero();
    type[outcome] += n;
    byType.set(row.type, type);
    const week = byWeek.get(row.weekStart) ?? zero();
    week[outcome] += n;
    byWeek.set(row.weekStart, week);
    const bucket = exerciseActivities.includes(row.type)
      ? compliance.exercises
      : lessonActivities.includes(row.type)
        ? compliance.theoryLessons
        : undefined;
    if (bucket && row.past) {
      bucket.due += n;
      if (row.status === 'done') bucket.done += n;
    }
  }
  const share = ({ done, due }: { done: number; due: number }) => (due === 0 ? 0 : Math.round((done / due) * 1000) / 1000);
  return {
    totals,
    compliance: { exercises: share(compliance.exercises), theoryLessons: share(compliance.theoryLessons) },
    byType: [...byType].map(([type, counts]) => ({ type, ...counts })).sort((a, b) => a.type.localeCompare(b.type)),
    byWeek: [...byWeek].map(([weekStart, counts]) => ({ weekStart, ...counts })).sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
  };
}

export async function healthReport(db: Db, patient: VisiblePatient, period: StatisticPeriod = {}): Promise<HealthReportResponse> {
  // The day a measure was taken, in Sweden, as the period's days are.
  const day = sql`(${healthMeasures.measuredAt} at time zone ${clinicTimeZone})::date`;
  const rows = await db
    .select({ kind: healthMeasures.kind, value: healthMeasures.value, measuredAt: healthMeasures.measuredAt })
    .from(healthMeasures)
    .where(
      and(
        eq(healthMeasures.patientId, patient.id),
        period.from ? sql`${day} >= ${period.from}::date` : undefined,
        period.to ? sql`${day} <= ${period.to}::date` : undefined,
      ),
    )
    .orderBy(asc(healthMeasures.kind), asc(healthMeasures.measuredAt));
  const byKind = new Map<(typeof rows)[number]['kind'], { date: string; value: number }[]>();
  for (const row of rows) {
    const points = byKind.get(row.kind) ?? [];
    points.push({ date: iso(row.measuredAt), value: row.value });
    byKind.set(row.kind, points);
  }
  return {
    measures: [...byKind].map(([kind, points]) => {
      const first = points[0];
      const last = points.at(-1);
      return {
        kind,
        points,
        latest: last?.value ?? null,
        change: first && last && points.length > 1 ? Math.round((last.value - first.value) * 100) / 100 : null,
      };
    }),
  };
}

export async function listQuestionnaires(db: Db, patient: Pick<VisiblePatient, 'id'>, language: ContentLanguage = 'sv'): Promise<Questionnaire[]> {
  const forms = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.patientId, patient.id))
    .orderBy(desc(questionnaires.createdAt));
  if (forms.length === 0) return [];
  const answers = await db
    .select()
    .from(questionnaireAnswers)
    .where(inArray(questionnaireAnswers.questionnaireId, forms.map((form) => form.id)))
    .orderBy(asc(questionnaireAnswers.position));
  return forms.map((form) => ({
    id: form.id,
    kind: form.kind,
    createdAt: iso(form.createdAt),
    completedAt: isoOrNull(form.completedAt),
    answers: answers
      .filter((answer) => answer.questionnaireId === form.id)
      .map((row) => ({
        name: inLanguage(language, row.name, row.nameEn),
        description: inLanguage(language, row.description, row.descriptionEn),
        answer: inLanguage(language, row.answer, row.answerEn),
      })),
  }));
}

/** A page of the calendar entries about the patient, whoever made them. */
export function listPatientCalendar(db: Db, patient: VisiblePatient, query: CalendarPageQuery): Promise<CalendarEntriesResponse> {
  return pageCalendarEntries(db, 'patient', eq(calendarEntries.patientId, patient.id), query);
}

async function programOf(db: Db, patient: VisiblePatient, actorId: string) {
  await db.insert(programs).values({ patientId: patient.id, createdBy: actorId }).onConflictDoNothing();
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.patientId, patient.id));
  if (!program) throw notFound();
  return program;
}

const programUpdateView = (row: typeof programUpdates.$inferSelect): ProgramUpdate => ({
  id: row.id,
  programId: row.programId,
  day: row.day,
  start: row.start,
  finish: row.finish,
  level: row.level,
  type: row.type,
  createdAt: iso(row.createdAt),
});

export async function getProgram(
  db: Db,
  patient: VisiblePatient,
  actorId: string,
  filter: { day?: number; type?: ProgramUpdate['type'] },
): Promise<ProgramResponse> {
  const program = await programOf(db, patient, actorId);
  const rows = await db
    .select()
    .from(programUpdates)
    .where(
      and(
        eq(programUpdates.programId, program.id),
        filter.day === undefined ? undefined : eq(programUpdates.day, filter.day),
        filter.type === undefined ? undefined : eq(programUpdates.type, filter.type),
      ),
    )
    // Of two lines from the same start, the one written last is the one in force.
    .orderBy(asc(programUpdates.type), asc(programUpdates.day), desc(programUpdates.start), desc(programUpdates.createdAt), desc(programUpdates.id));
  return { programId: program.id, updates: rows.map(programUpdateView) };
}

/**
 * Adds a line to the patient's program; its level is the kind's one level from today on (changeLevel),
 * so the other weekdays' lines, the planned tasks and the exercises follow it.
 */
export async function updateProgram(db: Db, patient: VisiblePatient, actorId: string, body: ProgramUpdateBody, now = new Date()): Promise<ProgramUpdate> {
  refuseEndedTreatment(patient);
  const program = await programOf(db, patient, actorId);
  if (program.id !== body.programId) throw badField('programId');
  const today = dayInSweden(now);
  // A line that ends on a day already over would plan nothing and move the level anyway.
  if (body.finish < today) throw badField('finish', 'past', validationMessages.past());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(programUpdates)
      .values({ programId: program.id, day: body.day, start: body.start, finish: body.finish, level: body.level, type: body.type, createdBy: actorId })
      .returning();
    if (!row) throw notFound();
    await changeLevel(tx, { patientId: patient.id, exerciseType: body.type, level: body.level, from: today, actorId });
    return programUpdateView(row);
  });
}

export async function listAudit(db: Db, patient: VisiblePatient, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.patientId, patient.id))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry, actor }) => ({
    id: entry.id,
    actor,
    action: entry.action,
    method: entry.method,
    path: entry.path,
    at: iso(entry.at),
    reason: entry.reason,
  }));
}

