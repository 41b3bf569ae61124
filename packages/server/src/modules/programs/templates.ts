import type { ProgramTemplate, ProgramTemplateBody, UpdateProgramTemplateBody } from '@rehab/contract';
import { programTemplateBody, updateProgramTemplateBody } from '@rehab/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exercises, programLineExercises, programTemplateExercises, programTemplateLines, programTemplates, programs, programUpdates } from '../../db/schema';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { badField, notFound } from '../../errors';
import { changeLevel, refuseEndedTreatment } from '../activities/levels';
import { dosageOf } from '../library/view';
import type { VisiblePatient } from '../patients/scope';
import { checkLineExercises, exercisesOfLines } from './line-exercises';
import type { LibraryKind } from '@rehab/contract';

/** The organization's templates, by name, each with its lines and their exercises; retired ones only when asked for. */
export async function listTemplates(db: Db, organizationId: string, only?: string, retired: 'exclude' | 'include' = 'exclude'): Promise<ProgramTemplate[]> {
  const templates = await db
    .select()
    .from(programTemplates)
    .where(
      and(
        eq(programTemplates.organizationId, organizationId),
        only ? eq(programTemplates.id, only) : undefined,
        retired === 'exclude' ? isNull(programTemplates.retiredAt) : undefined,
      ),
    )
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
    retiredAt: template.retiredAt?.toISOString() ?? null,
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CheckedLines = Awaited<ReturnType<typeof checkLineExercises>>[];

/** Checks each line's exercises against the library; `keep` are those a template already holds, which may be retired since. */
async function checkTemplateLines(db: Db, organizationId: string, lines: ProgramTemplateBody['lines'], keep?: ReadonlySet<string>): Promise<CheckedLines> {
  const checked: CheckedLines = [];
  for (const [index, line] of lines.entries()) checked.push(await checkLineExercises(db, organizationId, line.type, line.exercises, keep, `lines.${index}.exercises`));
  return checked;
}

async function insertTemplateLines(tx: Tx, templateId: string, lines: ProgramTemplateBody['lines'], checked: CheckedLines) {
  for (const [position, line] of lines.entries()) {
    const [row] = await tx.insert(programTemplateLines).values({ templateId, position, day: line.day, type: line.type, level: line.level }).returning({ id: programTemplateLines.id });
    const each = checked[position] ?? [];
    if (row && each.length > 0) await tx.insert(programTemplateExercises).values(each.map((exercise, at) => ({ lineId: row.id, position: at, ...exercise })));
  }
}

async function templateOf(db: Db, organizationId: string, id: string) {
  const [found] = await listTemplates(db, organizationId, id, 'include');
  if (!found) throw notFound('Template not found');
  return found;
}

/** A new template of the organization, built from exercises of its library. */
export async function createTemplate(db: Db, organizationId: string, actorId: string, input: ProgramTemplateBody): Promise<ProgramTemplate> {
  const body = programTemplateBody.parse(input);
  const checked = await checkTemplateLines(db, organizationId, body.lines);
  const id = await db.transaction(async (tx) => {
    const [template] = await tx.insert(programTemplates).values({ organizationId, name: body.name, weeks: body.weeks, createdBy: actorId }).returning({ id: programTemplates.id });
    if (!template) throw notFound();
    await insertTemplateLines(tx, template.id, body.lines, checked);
    return template.id;
  });
  return templateOf(db, organizationId, id);
}

/**
 * Changes a template of the organization as sent, its lines and exercises anew; `retired` stops offering it (and
 * applying it), unretired it is offered again. The programs it was applied to keep their lines. Another
 * organization's template is not found; every check runs before anything is written.
 */
export async function updateTemplate(db: Db, organizationId: string, templateId: string, input: UpdateProgramTemplateBody): Promise<ProgramTemplate> {
  const body = updateProgramTemplateBody.parse(input);
  const current = await templateOf(db, organizationId, templateId);
  const held = new Set(current.lines.flatMap((line) => line.exercises.map((exercise) => exercise.exerciseId)));
  const checked = await checkTemplateLines(db, organizationId, body.lines, held);
  await db.transaction(async (tx) => {
    await tx
      .update(programTemplates)
      .set({ name: body.name, weeks: body.weeks, retiredAt: body.retired ? sql`coalesce(${programTemplates.retiredAt}, now())` : null })
      .where(eq(programTemplates.id, current.id));
    // The lines' exercises go with their lines (on delete cascade).
    await tx.delete(programTemplateLines).where(eq(programTemplateLines.templateId, current.id));
    await insertTemplateLines(tx, current.id, body.lines, checked);
  });
  return templateOf(db, organizationId, current.id);
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
