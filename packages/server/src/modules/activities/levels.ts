import type { ActivityType, ExerciseType } from '@rehab/contract';
import { and, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, programLineExercises, programs, programUpdates, tasks, userExercises, type Dosage } from '../../db/schema';
import { versionsAt } from '../library/chains';
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
 * History: before the library (migration 0024) a task moved to the same place in the seed catalogue; now it
 * moves along its exercise's progression, which the migration made of those places.
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
  const [patient] = await tx.select({ organizationId: patients.organizationId }).from(patients).where(eq(patients.userId, patientId));
  const organizationId = patient?.organizationId ?? '';
  const changed = lines.map(({ line }) => line).filter((line) => line.finish >= from && line.level !== level);
  if (changed.length > 0) {
    const inserted = await tx
      .insert(programUpdates)
      .values(
        changed.map((line) => ({
          programId: line.programId,
          day: line.day,
          start: line.start > from ? line.start : from,
          finish: line.finish,
          level,
          type: exerciseType,
          createdBy: actorId,
        })),
      )
      .returning({ id: programUpdates.id });
    await moveLineExercises(tx, organizationId, exerciseType, level, changed.map((line, index) => ({ from: line.id, to: inserted[index]?.id ?? '' })));
  }

  // Each planned task from that day on moves to its exercise's version of the new level in its progression.
  const planned = await tx
    .select({ id: tasks.id, exerciseId: tasks.exerciseId })
    .from(tasks)
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
  const versions = await versionsAt(tx, organizationId, planned.flatMap((task) => (task.exerciseId ? [task.exerciseId] : [])), level, exerciseType);
  const byTarget = new Map<string, { exerciseId: string | null; dosage: Dosage | undefined; ids: string[] }>();
  for (const task of planned) {
    const version = task.exerciseId ? versions.get(task.exerciseId) : undefined;
    const target = version ? `${version.id}:${version.changed}` : 'none';
    const group = byTarget.get(target) ?? { exerciseId: version?.id ?? task.exerciseId, dosage: version?.changed ? version.dosage : undefined, ids: [] };
    group.ids.push(task.id);
    byTarget.set(target, group);
  }
  for (const group of byTarget.values()) {
    await tx
      .update(tasks)
      // A task moved to another version is planned at that version's dosage; one that stays keeps its own.
      .set({ level, exerciseId: group.exerciseId, ...(group.dosage && { dosage: group.dosage }) })
      .where(inArray(tasks.id, group.ids));
  }
  return row ?? { exerciseType, level };
}

/**
 * The exercises of the lines a level change replaced, on the new lines: each of the line's kind at its
 * version of the new level (with that version's dosage), the comment to the patient kept.
 */
async function moveLineExercises(tx: Db, organizationId: string, kind: ExerciseType, level: number, moves: readonly { from: string; to: string }[]) {
  const held = await tx
    .select()
    .from(programLineExercises)
    .where(inArray(programLineExercises.lineId, moves.map((move) => move.from)));
  if (held.length === 0) return;
  const versions = await versionsAt(tx, organizationId, held.map((row) => row.exerciseId), level, kind);
  const target = new Map(moves.map((move) => [move.from, move.to]));
  await tx.insert(programLineExercises).values(
    held.map((row) => {
      const version = versions.get(row.exerciseId);
      return {
        lineId: target.get(row.lineId) ?? row.lineId,
        exerciseId: version?.id ?? row.exerciseId,
        position: row.position,
        dosage: version?.changed ? version.dosage : row.dosage,
        comment: row.comment,
      };
    }),
  );
}
