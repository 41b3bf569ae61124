import type { OwnFeedback, OwnProgramLine } from '@rehab/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exercises, feedbackItems, programs, programUpdates } from '../../db/schema';
import { iso } from '../../dates';
import { exercisesOfLines } from '../programs/line-exercises';

/** The patient's program and its lines, newest start first, each with its exercises' names; null without a program. */
export async function programOf(db: Db, patientId: string): Promise<{ id: string; createdAt: Date; lines: OwnProgramLine[] } | null> {
  const [program] = await db.select().from(programs).where(eq(programs.patientId, patientId));
  if (!program) return null;
  const rows = await db
    .select()
    .from(programUpdates)
    .where(eq(programUpdates.programId, program.id))
    .orderBy(desc(programUpdates.start), asc(programUpdates.day), desc(programUpdates.createdAt));
  const held = await exercisesOfLines(
    db,
    rows.map((row) => row.id),
  );
  return {
    id: program.id,
    createdAt: program.createdAt,
    lines: rows.map((row) => ({
      id: row.id,
      type: row.type,
      level: row.level,
      day: row.day,
      start: row.start,
      finish: row.finish,
      exercises: (held.get(row.id) ?? []).map((exercise) => ({ sv: exercise.name.sv, en: exercise.name.en || exercise.name.sv })),
    })),
  };
}

/** The feedback the patient gave on their activities, newest first. */
export async function feedbackOf(db: Db, patientId: string): Promise<OwnFeedback[]> {
  const rows = await db
    .select({ item: feedbackItems, name: exercises.name, nameEn: exercises.nameEn })
    .from(feedbackItems)
    .leftJoin(exercises, eq(exercises.id, feedbackItems.exerciseId))
    .where(eq(feedbackItems.patientId, patientId))
    .orderBy(desc(feedbackItems.createdAt), desc(feedbackItems.id));
  return rows.map(({ item, name, nameEn }) => ({
    id: item.id,
    exercise: { sv: name || item.category, en: nameEn || name || item.category },
    feedback: item.feedback,
    pain: item.pain,
    note: item.feedbackNote,
    at: iso(item.createdAt),
  }));
}
