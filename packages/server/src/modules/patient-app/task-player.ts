import type { ExerciseType, PatientTaskPlayerResponse, PlayerExercise } from '@rehab/contract';
import { fromIsoDate } from '@rehab/contract/dates';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { exerciseMedia, exercises, programLineExercises, programs, programUpdates, tasks, type Dosage } from '../../db/schema';
import { notFound } from '../../errors';
import { taskTypesOf } from '../activities/levels';
import { dosageOf, mediaView } from '../library/view';
import { ownPatient, patientTaskView } from './week';

type ExerciseRow = typeof exercises.$inferSelect;

/** The kind of program line a task of this type is planned from. */
const lineKindOf = (taskType: string): ExerciseType | undefined =>
  (Object.keys(taskTypesOf) as ExerciseType[]).find((kind) => (taskTypesOf[kind] as readonly string[]).includes(taskType));

/** 1 Monday .. 7 Sunday, as a program line's day. */
const weekdayOf = (date: string) => ((fromIsoDate(date).getDay() + 6) % 7) + 1;

/**
 * One of the patient's own tasks for the exercise player: the exercises of the program line it was
 * planned from (its kind, its weekday, in force on its day; of several, the latest start, then the last written,
 * as a level change adds one from a day on), each with the line's dosage and the physio's comment. Without such exercises, the
 * task's own exercise at the task's dosage. Another patient's task is not found.
 */
export async function taskForPlayer(db: Db, session: Pick<Session, 'userId' | 'role'>, taskId: string): Promise<PatientTaskPlayerResponse> {
  const patient = await ownPatient(db, session);
  const [row] = await db
    .select({ task: tasks, exercise: exercises })
    .from(tasks)
    .leftJoin(exercises, eq(exercises.id, tasks.exerciseId))
    .where(and(eq(tasks.id, taskId), eq(tasks.patientId, patient.id)));
  if (!row) throw notFound('Task not found');
  const { task, exercise } = row;

  const kind = lineKindOf(task.type);
  const [line] = kind
    ? await db
        .select({ id: programUpdates.id })
        .from(programUpdates)
        .innerJoin(programs, eq(programs.id, programUpdates.programId))
        .where(
          and(
            eq(programs.patientId, patient.id),
            eq(programUpdates.type, kind),
            eq(programUpdates.day, weekdayOf(task.bookedDate)),
            lte(programUpdates.start, task.bookedDate),
            gte(programUpdates.finish, task.bookedDate),
          ),
        )
        .orderBy(desc(programUpdates.start), desc(programUpdates.createdAt), desc(programUpdates.id))
        .limit(1)
    : [];
  const held = line
    ? await db
        .select({ held: programLineExercises, exercise: exercises })
        .from(programLineExercises)
        .innerJoin(exercises, eq(exercises.id, programLineExercises.exerciseId))
        .where(eq(programLineExercises.lineId, line.id))
        .orderBy(asc(programLineExercises.position))
    : [];

  // A task keeps the dosage it was planned (and done) at; the line's is for the days to come.
  const taskDosage = (each: ExerciseRow, lineDosage: Dosage | undefined) =>
    each.id === task.exerciseId && task.dosage ? task.dosage : (lineDosage ?? (each.dosage as Dosage | null));
  const planned: { exercise: ExerciseRow; dosage: Dosage | null | undefined; comment: string }[] =
    held.length > 0
      ? held.map((each) => ({ exercise: each.exercise, dosage: taskDosage(each.exercise, each.held.dosage), comment: each.held.comment }))
      : exercise && exercise.type !== 'theory-lesson'
        ? [{ exercise, dosage: taskDosage(exercise, undefined), comment: '' }]
        : [];

  const media =
    planned.length === 0
      ? []
      : await db
          .select()
          .from(exerciseMedia)
          .where(inArray(exerciseMedia.exerciseId, planned.map((each) => each.exercise.id)))
          .orderBy(asc(exerciseMedia.position), asc(exerciseMedia.createdAt), asc(exerciseMedia.id));

  return {
    task: patientTaskView(task, exercise),
    exercises: planned.map(({ exercise: each, dosage, comment }) => playerView(each, dosage, comment, media.filter((medium) => medium.exerciseId === each.id).map(mediaView))),
  };
}

export function playerView(exercise: ExerciseRow, stored: Dosage | null | undefined, comment: string, media: PlayerExercise['media']): PlayerExercise {
  const dosage = dosageOf(stored);
  // The seed's older catalogue has one instruction and a repetition count instead of steps and a dosage.
  const fallbackSteps = exercise.instruction ? [exercise.instruction] : [];
  const fallbackStepsEn = exercise.instructionEn ? [exercise.instructionEn] : fallbackSteps;
  return {
    exerciseId: exercise.id,
    name: { sv: exercise.name, en: exercise.nameEn || exercise.name },
    steps: {
      sv: exercise.stepsSv.length > 0 ? exercise.stepsSv : fallbackSteps,
      en: exercise.stepsEn.length > 0 ? exercise.stepsEn : exercise.stepsSv.length > 0 ? exercise.stepsSv : fallbackStepsEn,
    },
    watchOuts: { sv: exercise.watchOutsSv, en: exercise.watchOutsEn || exercise.watchOutsSv },
    dosage: dosage.repetitions === null && dosage.holdSeconds === null && dosage.durationSeconds === null && exercise.repetitions ? { ...dosage, repetitions: exercise.repetitions } : dosage,
    comment,
    media,
  };
}
