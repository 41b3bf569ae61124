import type { LineExercise, LineExercisesBody, LibraryKind } from '@rehab/contract';
import { lineExercisesBody } from '@rehab/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exerciseMedia, exercises, programLineExercises, programs, programUpdates, type Dosage } from '../../db/schema';
import { badField, notFound } from '../../errors';
import { refuseEndedTreatment } from '../activities/levels';
import { dosageOf } from '../library/view';
import { libraryOf } from '../library/scope';
import type { VisiblePatient } from '../patients/scope';

/** One line of the patient's program, or 404. */
export async function findLine(db: Db, patient: Pick<VisiblePatient, 'id'>, lineId: string) {
  const [row] = await db
    .select({ line: programUpdates })
    .from(programUpdates)
    .innerJoin(programs, eq(programs.id, programUpdates.programId))
    .where(and(eq(programUpdates.id, lineId), eq(programs.patientId, patient.id)))
    .limit(1);
  if (!row) throw notFound('Program line not found');
  return row.line;
}

/** Each exercise's first picture, at the card's size, for the line's list. */
async function firstPictures(db: Db, exerciseIds: readonly string[]): Promise<Map<string, string>> {
  const firsts = new Map<string, string>();
  if (exerciseIds.length === 0) return firsts;
  const rows = await db
    .select({ id: exerciseMedia.id, exerciseId: exerciseMedia.exerciseId })
    .from(exerciseMedia)
    .where(and(inArray(exerciseMedia.exerciseId, [...new Set(exerciseIds)]), eq(exerciseMedia.kind, 'picture')))
    .orderBy(asc(exerciseMedia.position), asc(exerciseMedia.createdAt), asc(exerciseMedia.id));
  for (const row of rows) if (!firsts.has(row.exerciseId)) firsts.set(row.exerciseId, `/library-media/${row.id}/card`);
  return firsts;
}

/** The exercises of these lines, in order, with the names they have in the library. */
export async function exercisesOfLines(db: Db, lineIds: readonly string[]): Promise<Map<string, LineExercise[]>> {
  const byLine = new Map<string, LineExercise[]>(lineIds.map((id) => [id, []]));
  if (lineIds.length === 0) return byLine;
  const rows = await db
    .select({ held: programLineExercises, exercise: exercises })
    .from(programLineExercises)
    .innerJoin(exercises, eq(exercises.id, programLineExercises.exerciseId))
    .where(inArray(programLineExercises.lineId, [...lineIds]))
    .orderBy(asc(programLineExercises.lineId), asc(programLineExercises.position));
  const pictures = await firstPictures(db, rows.map((row) => row.exercise.id));
  for (const { held, exercise } of rows) {
    byLine.get(held.lineId)?.push({
      id: held.id,
      exerciseId: exercise.id,
      name: { sv: exercise.name, en: exercise.nameEn },
      kind: exercise.type as LibraryKind,
      level: exercise.level,
      position: held.position,
      dosage: dosageOf(held.dosage),
      comment: held.comment,
      retired: exercise.retiredAt !== null,
      pictureUrl: pictures.get(exercise.id) ?? null,
    });
  }
  return byLine;
}

/**
 * Checks the exercises a line or a template line is to hold: each offered in the organization's library
 * (not retired; a retired one already on the line may stay) and of the line's kind. Gives each its dosage:
 * the one sent, else the exercise's default.
 */
export async function checkLineExercises(
  db: Db,
  organizationId: string,
  kind: string,
  wanted: LineExercisesBody['exercises'],
  keep: ReadonlySet<string> = new Set(),
  field = 'exercises',
): Promise<{ exerciseId: string; dosage: Dosage; comment: string }[]> {
  const parsed = lineExercisesBody.parse({ exercises: wanted }).exercises;
  const ids = [...new Set(parsed.map((each) => each.exerciseId))];
  const found = ids.length === 0 ? [] : await db.select().from(exercises).where(and(inArray(exercises.id, ids), libraryOf(organizationId)));
  const byId = new Map(found.map((row) => [row.id, row]));
  return parsed.map((each, index) => {
    const exercise = byId.get(each.exerciseId);
    if (!exercise || (exercise.retiredAt !== null && !keep.has(exercise.id))) throw badField(`${field}.${index}.exerciseId`, 'invalid', 'exerciseId is not in the library');
    if (exercise.type !== kind) throw badField(`${field}.${index}.exerciseId`, 'invalid', 'the exercise is of another kind than the line');
    return { exerciseId: exercise.id, dosage: each.dosage ?? dosageOf(exercise.dosage), comment: each.comment };
  });
}

/** Sets a line's exercises as sent, in that order: adding, removing and reordering are one call. */
export async function setLineExercises(db: Db, patient: VisiblePatient, lineId: string, body: LineExercisesBody) {
  refuseEndedTreatment(patient);
  const line = await findLine(db, patient, lineId);
  const current = await db.select({ exerciseId: programLineExercises.exerciseId }).from(programLineExercises).where(eq(programLineExercises.lineId, line.id));
  const checked = await checkLineExercises(db, patient.organizationId, line.type, body.exercises, new Set(current.map((row) => row.exerciseId)));
  await db.transaction(async (tx) => {
    await tx.delete(programLineExercises).where(eq(programLineExercises.lineId, line.id));
    if (checked.length > 0) await tx.insert(programLineExercises).values(checked.map((each, position) => ({ lineId: line.id, position, ...each })));
  });
  return { lineId: line.id, exercises: (await exercisesOfLines(db, [line.id])).get(line.id) ?? [] };
}

