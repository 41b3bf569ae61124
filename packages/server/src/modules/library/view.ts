import { dosage as dosageSchema, type Dosage, type ExerciseMedia, type LibraryExercise, type LibraryKind } from '@rehab/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exerciseMedia, type exercises } from '../../db/schema';
import { chainMembers, neighbours } from './chains';

export type ExerciseRow = typeof exercises.$inferSelect;
type MediaRow = typeof exerciseMedia.$inferSelect;

/** A stored dosage read through the contract, so an older row without some parts reads as null there. */
export const dosageOf = (stored: unknown): Dosage => dosageSchema.parse(stored ?? {});

/** The addresses a medium is served at (GET /library-media/{id}/{variant}). */
export function mediaView(row: MediaRow): ExerciseMedia {
  const base = `/library-media/${row.id}`;
  const urls: Record<string, string> =
    row.kind === 'picture'
      ? { card: `${base}/card`, page: `${base}/page` }
      : { video: `${base}/video`, ...(row.variants.some((variant) => variant.name === 'poster') && { poster: `${base}/poster` }) };
  return { id: row.id, kind: row.kind, contentType: row.kind === 'picture' ? 'image/webp' : row.contentType, urls };
}

/** Library exercises as the contract shows them, with their media and neighbours in the progression the organization sees. */
export async function libraryViews(db: Db, organizationId: string, rows: readonly ExerciseRow[]): Promise<LibraryExercise[]> {
  if (rows.length === 0) return [];
  const [media, members] = await Promise.all([
    db
      .select()
      .from(exerciseMedia)
      .where(inArray(exerciseMedia.exerciseId, rows.map((row) => row.id)))
      .orderBy(asc(exerciseMedia.position), asc(exerciseMedia.createdAt), asc(exerciseMedia.id)),
    chainMembers(db, organizationId, rows.map((row) => row.chainId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    organizationId: row.organizationId,
    kind: row.type as LibraryKind,
    name: { sv: row.name, en: row.nameEn },
    steps: { sv: row.stepsSv, en: row.stepsEn },
    watchOuts: { sv: row.watchOutsSv, en: row.watchOutsEn },
    regions: row.regions as LibraryExercise['regions'],
    tags: row.tags,
    dosage: dosageOf(row.dosage),
    chainId: row.chainId,
    level: row.level,
    ...neighbours(members, row),
    copiedFrom: row.copiedFrom,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    media: media.filter((medium) => medium.exerciseId === row.id).map(mediaView),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
