import type { ProgramTemplate, ProgramTemplateBody } from '@rehab/contract';
import { programTemplateBody } from '@rehab/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exercises, programLineExercises, programTemplateExercises, programTemplateLines, programTemplates, programs, programUpdates } from '../../db/schema';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { badField, notFound } from '../../errors';
import { changeLevel, refuseEndedTreatment } from '../activities/levels';
import { dosageOf } from '../library/view';
import type { VisiblePatient } from '../patients/scope';
import { checkLineExercises, exercisesOfLines } from './line-exercises';
import type { LibraryKind } from '@rehab/contract';

/** The organization's templates, by name, each with its lines and their exercises. */
export async function listTemplates(db: Db, organizationId: string, only?: string): Promise<ProgramTemplate[]> {
  const templates = await db
    .select()
    .from(programTemplates)
    .where(and(eq(programTemplates.organizationId, organizationId), only ? eq(programTemplates.id, only) : undefined))
    .orderBy(asc(programTemplates.name), asc(programTemplates.id));
  if (templates.length === 0) return [];
  const lines = await db
    .select()
    .from(programTemplateLines)
    .where(inArray(programTemplateLines.templateId, templates.map((row) => row.id)))
    .orderBy(asc(programTemplateLines.position));
  const held =
    lines.length === 0
      ? []
      : await db
          .select({ held: programTemplateExercises, exercise: exercises })
          .from(programTemplateExercises)
          .innerJoin(exercises, eq(exercises.id, programTemplateExercises.exerciseId))
          .where(inArray(programTemplateExercises.lineId, lines.map((line) => line.id)))
          .orderBy(asc(programTemplateExercises.position));
  return templates.map((template) => ({
    id: template.id,
    organizationId: template.organizationId,
    name: template.name,
    weeks: template.weeks,
    createdAt: template.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.templateId === template.id)
      .map((line) => ({
        day: line.day,
        type: line.type as LibraryKind,
        level: line.level,
        exercises: held
          .filter(({ held: each }) => each.lineId === line.id)
          .map(({ held: each, exercise }) => ({
            exerciseId: exercise.id,
            name: { sv: exercise.name, en: exercise.nameEn },
            kind: exercise.type as LibraryKind,
            level: exercise.level,
            position: each.position,
            dosage: dosageOf(each.dosage),
            comment: each.comment,
          })),
      })),
  }));
}

/** A new template of the organization, built from exercises of its library. */
export async function createTemplate(db: Db, organizationId: string, actorId: string, input: ProgramTemplateBody): Promise<ProgramTemplate> {
  const body = programTemplateBody.parse(input);
  const checked: Awaited<ReturnType<typeof checkLineExercises>>[] = [];
  for (const [index, line] of body.lines.entries()) checked.push(await checkLineExercises(db, organizationId, line.type, line.exercises, undefined, `lines.${index}.exercises`));
  const id = await db.transaction(async (tx) => {
    const [template] = await tx.insert(programTemplates).values({ organizationId, name: body.name, weeks: body.weeks, createdBy: actorId }).returning({ id: programTemplates.id });
    if (!template) throw notFound();
    for (const [position, line] of body.lines.entries()) {
      const [row] = await tx.insert(programTemplateLines).values({ templateId: template.id, position, day: line.day, type: line.type, level: line.level }).returning({ id: programTemplateLines.id });
      const each = checked[position] ?? [];
      if (row && each.length > 0) await tx.insert(programTemplateExercises).values(each.map((exercise, at) => ({ lineId: row.id, position: at, ...exercise })));
    }
    return template.id;
  });
  const [made] = await listTemplates(db, organizationId, id);
  if (!made) throw notFound();
  return made;
}

/**
 * Applies a template of the patient's organization from `start`: its lines become the program's lines for
 * the template's weeks, with their exercises and dosage, and each kind's level is the template's from that
 * day (changeLevel), so the planned tasks follow. The physio adjusts the program afterwards as usual.
 */
export async function applyTemplate(db: Db, patient: VisiblePatient, actorId: string, templateId: string, start: string, now = new Date()) {
  refuseEndedTreatment(patient);
  const [template] = await listTemplates(db, patient.organizationId, templateId);
  if (!template) throw notFound('Template not found');
  if (start < dayInSweden(now)) throw badField('start', 'invalid', 'start must not be before today');
  const finish = addDays(start, template.weeks * 7 - 1);
  await db.insert(programs).values({ patientId: patient.id, createdBy: actorId }).onConflictDoNothing();
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.patientId, patient.id));
  if (!program) throw notFound();
  const lineIds = await db.transaction(async (tx) => {
    const ids: string[] = [];
    // One level per kind: the highest the template gives it, as the program's level of that kind from `start`.
    const levels = new Map<string, number>();
    for (const line of template.lines) levels.set(line.type, Math.max(levels.get(line.type) ?? 1, line.level));
    for (const line of template.lines) {
      const [row] = await tx
        .insert(programUpdates)
        .values({ programId: program.id, day: line.day, start, finish, level: levels.get(line.type) ?? line.level, type: line.type, createdBy: actorId })
        .returning({ id: programUpdates.id });
      if (!row) throw notFound();
      ids.push(row.id);
      if (line.exercises.length > 0) {
        await tx.insert(programLineExercises).values(
          line.exercises.map((exercise, position) => ({ lineId: row.id, position, exerciseId: exercise.exerciseId, dosage: exercise.dosage, comment: exercise.comment })),
        );
      }
    }
    // After the lines, so the template's lines are the ones in force on their weekdays and the other weekdays follow the level.
    for (const [type, level] of levels) await changeLevel(tx, { patientId: patient.id, exerciseType: type as LibraryKind, level, from: start, actorId });
    return ids;
  });
  const held = await exercisesOfLines(db, lineIds);
  return { lines: lineIds.map((lineId) => ({ lineId, exercises: held.get(lineId) ?? [] })) };
}
