import type { PlayerExercise } from '@rehab/contract';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client';
import { exerciseMedia, exercises, programLineExercises, programs, programUpdates } from '../../db/schema';
import type { MediaStorage } from '../../storage/media-storage';
import { playerView } from '../patient-app/task-player';

type LineRow = typeof programUpdates.$inferSelect;

/** An exercise as the print shows it: the player's view of it, and its first picture as PNG (pdfkit draws no WebP). */
export type PrintedExercise = PlayerExercise & { picture: Buffer | null };
export type PrintedLine = Pick<LineRow, 'day' | 'start' | 'finish' | 'level' | 'type'> & { exercises: PrintedExercise[] };

/**
 * The lines a print holds, per kind and weekday: the one in force on `today` (the latest start, then the last
 * written, as the program tab reads them), else the next to start. Lines that are over are history, not printed.
 */
function linesToPrint(rows: readonly LineRow[], today: string): LineRow[] {
  const chosen = new Map<string, LineRow>();
  for (const row of rows) {
    const key = `${row.type}:${row.day}`;
    const held = chosen.get(key);
    const inForce = row.start <= today;
    if (!held) chosen.set(key, row);
    // Rows come latest start first: a later one starting sooner, but still to come, is the next one.
    else if (held.start > today && (inForce || row.start < held.start)) chosen.set(key, row);
  }
  return [...chosen.values()].sort((a, b) => a.day - b.day || a.type.localeCompare(b.type));
}

/** Each exercise's first picture, at the card's width, as PNG; a picture the storage lacks is left out. */
async function firstPictures(db: Db, storage: MediaStorage, exerciseIds: readonly string[]): Promise<Map<string, Buffer>> {
  const pictures = new Map<string, Buffer>();
  if (exerciseIds.length === 0) return pictures;
  const rows = await db
    .select()
    .from(exerciseMedia)
    .where(and(inArray(exerciseMedia.exerciseId, [...new Set(exerciseIds)]), eq(exerciseMedia.kind, 'picture')))
    .orderBy(asc(exerciseMedia.position), asc(exerciseMedia.createdAt), asc(exerciseMedia.id));
  for (const row of rows) {
    const card = row.variants.find((variant) => variant.name === 'card');
    if (pictures.has(row.exerciseId) || !card) continue;
    const stream = await storage.open(card.storageKey);
    if (stream) pictures.set(row.exerciseId, await sharp(await buffer(stream)).png().toBuffer());
  }
  return pictures;
}

/** The patient's program as it stands on `today`: its lines with their exercises, dosage, comments and pictures. */
export async function printedProgram(db: Db, storage: MediaStorage, patientId: string, today: string): Promise<PrintedLine[]> {
  const rows = await db
    .select({ line: programUpdates })
    .from(programUpdates)
    .innerJoin(programs, eq(programs.id, programUpdates.programId))
    .where(and(eq(programs.patientId, patientId), gte(programUpdates.finish, today)))
    .orderBy(asc(programUpdates.type), asc(programUpdates.day), desc(programUpdates.start), desc(programUpdates.createdAt), desc(programUpdates.id));
  const lines = linesToPrint(
    rows.map((row) => row.line),
    today,
  );
  const held =
    lines.length === 0
      ? []
      : await db
          .select({ held: programLineExercises, exercise: exercises })
          .from(programLineExercises)
          .innerJoin(exercises, eq(exercises.id, programLineExercises.exerciseId))
          .where(inArray(programLineExercises.lineId, lines.map((line) => line.id)))
          .orderBy(asc(programLineExercises.position));
  const pictures = await firstPictures(db, storage, held.map((each) => each.exercise.id));
  return lines.map((line) => ({
    day: line.day,
    start: line.start,
    finish: line.finish,
    level: line.level,
    type: line.type,
    exercises: held
      .filter((each) => each.held.lineId === line.id)
      .map((each) => ({ ...playerView(each.exercise, each.held.dosage, each.held.comment, []), picture: pictures.get(each.exercise.id) ?? null })),
  }));
}
