import type { ActivitiesResponse, ExerciseType, Task } from '@rehab/contract';
import { and, asc, between, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exercises, tasks, userExercises } from '../../db/schema';
import { changeLevel, refuseEndedTreatment } from './levels';
import { addDays, dayInSweden, mondayOf } from '@rehab/contract/dates';
import { isoOrNull } from '../../dates';
import { HttpError, notFound } from '../../errors';
import type { VisiblePatient } from '../patients/scope';
import { columnInLanguage, inLanguage, type ContentLanguage } from '../../reader-language';

type TaskRow = typeof tasks.$inferSelect;

export const taskView = (task: TaskRow, exercise: { id: string; name: string } | null): Task => ({
  id: task.id,
  type: task.type,
  status: task.status,
  bookedDate: task.bookedDate,
  level: task.level,
  completedAt: isoOrNull(task.completedAt),
  difficulty: task.difficulty,
  pain: task.pain,
  feedback: task.feedback,
  comments: task.comments,
  result: task.result,
  lessonNumber: task.lessonNumber,
  exercise: exercise?.id ? exercise : null,
  doneOnBehalf: task.status === 'done' && task.markedBy !== null,
});

/** A task's exercise as a list names it: its id and its name in the reader's language. */
export const taskExerciseIn = (language: ContentLanguage) => ({ id: exercises.id, name: columnInLanguage(language, exercises.name, exercises.nameEn) });

/** An exercise of the catalogue as the activities and the patient app show it, its texts in the reader's language. */
export const exerciseViewIn = (language: ContentLanguage, exercise: typeof exercises.$inferSelect) => ({
  id: exercise.id,
  type: exercise.type,
  name: inLanguage(language, exercise.name, exercise.nameEn),
  level: exercise.level,
  repetitions: exercise.repetitions,
  // A library exercise's instruction is its steps in one paragraph (library/service.ts): in English, its English steps.
  instruction: inLanguage(language, exercise.instruction, exercise.instructionEn || exercise.stepsEn.join(' ')),
  groupId: exercise.groupId,
  groupName: exercise.groupName,
  groupDisplayName: inLanguage(language, exercise.groupDisplayName, exercise.groupDisplayNameEn),
  imageUrl: exercise.imageUrl,
  lessonNumber: exercise.lessonNumber,
});

/** The patient's week (Monday to Sunday, Swedish calendar), `weekOffset` weeks from this one, in the reader's language. */
export async function weekOfActivities(db: Db, patient: VisiblePatient, weekOffset: number, now = new Date(), language: ContentLanguage = 'sv'): Promise<ActivitiesResponse> {
  const weekStart = addDays(mondayOf(dayInSweden(now)), weekOffset * 7);
  const weekEnd = addDays(weekStart, 6);
  const [levels, rows] = await Promise.all([
    db
      .select({ exerciseType: userExercises.exerciseType, level: userExercises.level })
      .from(userExercises)
      .where(eq(userExercises.patientId, patient.id))
      .orderBy(asc(userExercises.exerciseType)),
    db
      .select({ task: tasks, exercise: taskExerciseIn(language) })
      .from(tasks)
      .leftJoin(exercises, eq(exercises.id, tasks.exerciseId))
      .where(and(eq(tasks.patientId, patient.id), between(tasks.bookedDate, weekStart, weekEnd)))
      .orderBy(asc(tasks.bookedDate), asc(tasks.type), asc(tasks.id)),
  ]);
  const current =
    levels.length === 0
      ? []
      : await db
          .select()
          .from(exercises)
          .where(
            inArray(
              sql`(${exercises.type}, ${exercises.level})`,
              levels.map((level) => sql`(${level.exerciseType}::exercise_type, ${level.level}::int)`),
            ),
          )
          .orderBy(asc(exercises.type), asc(exercises.groupIndex), asc(exercises.name));
  return {
    weekStart,
    weekEnd,
    levels,
    exercises: current.map((exercise) => exerciseViewIn(language, exercise)),
    tasks: rows.map(({ task, exercise }) => taskView(task, exercise)),
  };
}

/** Moves the patient to `level` for one kind of exercise from today (the clinic's day) on. */
export async function setExerciseLevel(db: Db, patient: VisiblePatient, actorId: string, exerciseType: ExerciseType, level: number, now = new Date()) {
  refuseEndedTreatment(patient);
  return db.transaction((tx) => changeLevel(tx, { patientId: patient.id, exerciseType, level, from: dayInSweden(now), actorId }));
}

/**
 * One of the patient's tasks with its exercise in the reader's language, about to be changed: another patient's
 * task is not found, and no task changes once the treatment has ended (409).
 */
export async function taskToChange(db: Db, patient: Pick<VisiblePatient, 'id' | 'status'>, taskId: string, language: ContentLanguage) {
  const [row] = await db
    .select({ task: tasks, exercise: taskExerciseIn(language) })
    .from(tasks)
    .leftJoin(exercises, eq(exercises.id, tasks.exerciseId))
    .where(and(eq(tasks.id, taskId), eq(tasks.patientId, patient.id)));
  if (!row) throw notFound('Task not found');
  refuseEndedTreatment(patient);
  return row;
}

/**
 * Marks one of the patient's planned tasks as done now. A task of another patient is not found;
 * a task already done or skipped keeps its outcome (409), as the patient reported it; a task whose
 * day has not come (in Sweden) cannot be done yet, nor any task once the treatment has ended (409).
 */
export async function markTaskDone(
  db: Db,
  patient: Pick<VisiblePatient, 'id' | 'status'>,
  taskId: string,
  now = new Date(),
  report: { comments?: string; result?: string } = {},
  /** The physio marking it on the patient's behalf; none when the patient reports it. */
  markedBy: string | null = null,
  language: ContentLanguage = 'sv',
): Promise<Task> {
  const today = dayInSweden(now);
  const row = await taskToChange(db, patient, taskId, language);
  if (row.task.status !== 'planned') throw new HttpError(409, 'The task is not planned');
  if (row.task.bookedDate > today) throw new HttpError(409, 'The task\'s day has not come');
  const [updated] = await db
    .update(tasks)
    // An empty comment or result is no report at all.
    .set({ status: 'done', completedAt: now, comments: report.comments || null, result: report.result || null, markedBy })
    .where(and(eq(tasks.id, taskId), eq(tasks.patientId, patient.id), eq(tasks.status, 'planned'), lte(tasks.bookedDate, today)))
    .returning();
  if (!updated) throw new HttpError(409, 'The task is not planned');
  return taskView(updated, row.exercise);
}

/**
 * Takes back a task a physio marked done on the patient's behalf: planned again, as it was. A task the patient
 * reported themselves is theirs to take back (409), as is one not done; another patient's task is not found.
 */
export async function undoTaskMarkedOnBehalf(db: Db, patient: Pick<VisiblePatient, 'id' | 'status'>, taskId: string, language: ContentLanguage = 'sv'): Promise<Task> {
  const row = await taskToChange(db, patient, taskId, language);
  if (row.task.status !== 'done' || row.task.markedBy === null) throw new HttpError(409, 'The task was not marked done on the patient\'s behalf');
  const [updated] = await db
    .update(tasks)
    .set({ status: 'planned', completedAt: null, comments: null, result: null, markedBy: null })
    .where(and(eq(tasks.id, taskId), eq(tasks.patientId, patient.id), eq(tasks.status, 'done'), isNotNull(tasks.markedBy)))
    .returning();
  if (!updated) throw new HttpError(409, 'The task was not marked done on the patient\'s behalf');
  return taskView(updated, row.exercise);
}
