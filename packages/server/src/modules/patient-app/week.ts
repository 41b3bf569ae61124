import type { PatientTask, PatientWeekResponse, Task } from '@rehab/contract';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { exercises, patients, tasks } from '../../db/schema';
import { addDays, clinicTimeZone, dayInSweden, mondayOf } from '@rehab/contract/dates';
import { HttpError, notFound } from '../../errors';
import { exerciseViewIn, taskToChange, taskView } from '../activities/service';
import type { ContentLanguage } from '../../reader-language';

/** The signed-in patient's own care: whether their treatment lasts, and the day it ended. */
export async function ownPatient(db: Db, session: Pick<Session, 'userId' | 'role'>) {
  if (session.role !== 'patient') throw new HttpError(403, 'Only a patient has a program');
  const [patient] = await db
    .select({ id: patients.userId, status: patients.status, treatmentEnd: patients.treatmentEnd, organizationId: patients.organizationId })
    .from(patients)
    .where(eq(patients.userId, session.userId));
  if (!patient) throw notFound('Patient not found');
  return patient;
}

/** A task as the patient app shows it, with the whole exercise at the task's own level (null without one), in the reader's language. */
export function patientTaskView(task: typeof tasks.$inferSelect, exercise: typeof exercises.$inferSelect | null, language: ContentLanguage = 'sv'): PatientTask {
  return { ...taskView(task, null), exercise: exercise && exerciseViewIn(language, exercise) };
}

/** The patient's week, Monday to Sunday in Sweden, each task with the whole exercise at its own level. */
export async function patientWeek(db: Db, session: Pick<Session, 'userId' | 'role'>, weekOffset: number, now = new Date(), language: ContentLanguage = 'sv'): Promise<PatientWeekResponse> {
  const patient = await ownPatient(db, session);
  const today = dayInSweden(now);
  const weekStart = addDays(mondayOf(today), weekOffset * 7);
  const weekEnd = addDays(weekStart, 6);
  const rows = await db
    .select({ task: tasks, exercise: exercises })
    .from(tasks)
    .leftJoin(exercises, eq(exercises.id, tasks.exerciseId))
    .where(and(eq(tasks.patientId, patient.id), between(tasks.bookedDate, weekStart, weekEnd)))
    .orderBy(asc(tasks.bookedDate), asc(tasks.type), asc(tasks.id));
  return {
    weekStart,
    weekEnd,
    today,
    treatmentEnd: patient.treatmentEnd ? dayInSweden(patient.treatmentEnd) : null,
    tasks: rows.map(({ task, exercise }) => patientTaskView(task, exercise, language)),
  };
}

/**
 * The patient takes back a task they marked done: planned again, without the comments and result they
 * gave. Only on the day (in Sweden) it was marked done, and while the treatment lasts; a slip of the
 * finger is mended the same day, but yesterday's record stays as it was.
 */
export async function undoTaskDone(db: Db, session: Pick<Session, 'userId' | 'role'>, taskId: string, now = new Date(), language: ContentLanguage = 'sv'): Promise<Task> {
  const patient = await ownPatient(db, session);
  const today = dayInSweden(now);
  const row = await taskToChange(db, patient, taskId, language);
  if (row.task.status !== 'done' || !row.task.completedAt) throw new HttpError(409, 'The task is not done');
  // Marked by the physio on the patient's behalf: the physio's to take back (docs/rules/records.md).
  if (row.task.markedBy !== null) throw new HttpError(409, 'The task was marked done by the physio');
  if (dayInSweden(row.task.completedAt) !== today) throw new HttpError(409, 'The task was done on another day');
  const [updated] = await db
    .update(tasks)
    // What the patient said of doing it (their report, their verdict on it) goes with it.
    .set({ status: 'planned', completedAt: null, comments: null, result: null, difficulty: null, pain: null, feedback: null, markedBy: null })
    // The same conditions again in the write, so a second undo racing this one changes nothing.
    .where(
      and(
        eq(tasks.id, taskId),
        eq(tasks.patientId, patient.id),
        eq(tasks.status, 'done'),
        sql`(${tasks.completedAt} at time zone ${clinicTimeZone})::date = ${today}::date`,
      ),
    )
    .returning();
  if (!updated) throw new HttpError(409, 'The task is not done');
  return taskView(updated, row.exercise);
}

