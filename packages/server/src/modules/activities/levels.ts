import type { ActivityType, ExerciseType } from '@rehab/contract';
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { exercises, programs, programUpdates, tasks, userExercises } from '../../db/schema';
import { HttpError } from '../../errors';

/** The tasks a kind of exercise is planned as. */
export const taskTypesOf: Record<ExerciseType, ActivityType[]> = {
  strength: ['exercise-strength', 'strength'],
  walking: ['exercise-pulse', 'walking'],
  breathing: ['breathing'],
  mindfulness: ['mindfulness'],
  'theory-lesson': ['theory-lesson', 'lesson'],
};

/** A treatment that has ended plans nothing more: no level, line or done task after it. */
export function refuseEndedTreatment(patient: { status: string }) {
  if (patient.status !== 'active') throw new HttpError(409, 'The treatment has ended');
}

/**
 * Moves a patient to `level` for one kind of exercise from `from` (a day) on, the one level every
 * reader shows: the level row, the program lines in force from that day (a new line from that day
 * where the level differs, so the program keeps what was planned before), and the planned tasks
 * from that day, each at the same exercise of the new level. Done, skipped and earlier tasks keep
 * the level they were done at. Run it in the transaction of the change.
 */
export async function changeLevel(
  tx: Db,
  change: { patientId: string; exerciseType: ExerciseType; level: number; from: string; actorId: string | null },
) {
  const { patientId, exerciseType, level, from, actorId } = change;
  const [row] = await tx
    .insert(userExercises)
    .values({ patientId, exerciseType, level })
    .onConflictDoUpdate({ target: [userExercises.patientId, userExercises.exerciseType], set: { level, updatedAt: new Date() } })
    .returning({ exerciseType: userExercises.exerciseType, level: userExercises.level });

  const lines = await tx
    .selectDistinctOn([programUpdates.day], { line: programUpdates })
    .from(programUpdates)
    .innerJoin(programs, eq(programs.id, programUpdates.programId))
    .where(and(eq(programs.patientId, patientId), eq(programUpdates.type, exerciseType)))
    // Per weekday the line in force: the latest start, then the one written last.
    .orderBy(programUpdates.day, desc(programUpdates.start), desc(programUpdates.createdAt), desc(programUpdates.id));
  const changed = lines
    .map(({ line }) => line)
    .filter((line) => line.finish >= from && line.level !== level)
    .map((line) => ({
      programId: line.programId,
      day: line.day,
      start: line.start > from ? line.start : from,
      finish: line.finish,
      level,
      type: exerciseType,
      createdBy: actorId,
    }));
  if (changed.length > 0) await tx.insert(programUpdates).values(changed);

  // The same exercise (its place in the catalogue) at the new level, else the first of that level.
  const planned = alias(exercises, 'planned_exercise');
  const samePlace = tx
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(planned, eq(planned.id, tasks.exerciseId))
    .where(and(eq(exercises.type, exerciseType), eq(exercises.level, level), eq(exercises.groupIndex, planned.groupIndex)))
    .limit(1);
  const firstAtLevel = tx
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.type, exerciseType), eq(exercises.level, level)))
    .orderBy(exercises.groupIndex, exercises.name)
    .limit(1);
  await tx
    .update(tasks)
    .set({ level, exerciseId: sql`coalesce((${samePlace}), (${firstAtLevel}))` })
    .where(
      and(
        eq(tasks.patientId, patientId),
        inArray(tasks.type, taskTypesOf[exerciseType]),
        eq(tasks.status, 'planned'),
        gte(tasks.bookedDate, from),
        // Lessons have no level; they follow their lesson number, not the level.
        isNotNull(tasks.level),
      ),
    );
  return row ?? { exerciseType, level };
}
