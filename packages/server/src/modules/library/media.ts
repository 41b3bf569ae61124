import { pictureWidths, type PictureSize } from '@rehab/contract';
import { and, count, eq, max } from 'drizzle-orm';
import sharp from 'sharp';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { exerciseMedia, exercises, organizationMembers, programLineExercises, programs, programUpdates, tasks, type MediaVariant } from '../../db/schema';
import { HttpError, fieldError, notFound } from '../../errors';
import { newMediaKey, type MediaStorage } from '../../storage/media-storage';
import { detectMediaType } from '../chats/file-check';

/** Pictures are kept at the widths the screens show, as WebP, made once on upload; a video's poster at the page's width. */
async function resized(bytes: Buffer, width: number) {
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function pictureVariants(storage: MediaStorage, bytes: Buffer, sizes: readonly (PictureSize | 'poster')[]): Promise<MediaVariant[]> {
  const variants: MediaVariant[] = [];
  for (const name of sizes) {
    const { data, width, height } = await resized(bytes, pictureWidths[name === 'poster' ? 'page' : name]).catch(() => {
      // file-type read the signature only: a picture that does not decode is refused like a wrong type.
      throw new HttpError(415, 'The picture could not be read', [fieldError(name === 'poster' ? 'poster' : 'file', 'type', 'file type is invalid')]);
    });
    variants.push({ name, storageKey: newMediaKey(name), contentType: 'image/webp', width, height, size: data.length });
    await storage.save(variants.at(-1)?.storageKey ?? '', data, 'image/webp');
  }
  return variants;
}

/** At most this many pictures and videos per exercise. */
export const mediaPerExercise = 8;

/**
 * Adds a picture (resized to the card and page widths) or a video (kept as sent, with its poster picture
 * if one came) to an exercise of the organization's own. Every check runs before anything is stored.
 */
export async function addExerciseMedia(db: Db, storage: MediaStorage, exercise: { id: string }, file: Buffer, poster: Buffer | undefined) {
  const { contentType, kind } = await detectMediaType(file);
  const posterType = poster ? await detectMediaType(poster) : undefined;
  if (posterType && posterType.kind !== 'picture') throw new HttpError(415, 'The poster must be a picture', [fieldError('poster', 'type', 'file type is invalid')]);
  if (poster && kind !== 'video') throw new HttpError(400, 'Only a video has a poster', [fieldError('poster', 'whitelist', 'property poster should not exist')]);
  const [held] = await db.select({ count: count(), last: max(exerciseMedia.position) }).from(exerciseMedia).where(eq(exerciseMedia.exerciseId, exercise.id));
  if ((held?.count ?? 0) >= mediaPerExercise) throw new HttpError(409, `An exercise holds at most ${mediaPerExercise} pictures and videos`);
  // A picture is checked by decoding it before its original is kept.
  const variants = kind === 'picture' ? await pictureVariants(storage, file, ['card', 'page']) : poster ? await pictureVariants(storage, poster, ['poster']) : [];
  const storageKey = newMediaKey();
  await storage.save(storageKey, file, contentType);
  const [row] = await db
    .insert(exerciseMedia)
    .values({ exerciseId: exercise.id, kind, contentType, storageKey, size: file.length, variants, position: (held?.last ?? -1) + 1 })
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Removes a medium from an exercise; its files go too unless a copy of the exercise still shows them. */
export async function removeExerciseMedia(db: Db, storage: MediaStorage, exerciseId: string, mediaId: string) {
  const [row] = await db
    .delete(exerciseMedia)
    .where(and(eq(exerciseMedia.id, mediaId), eq(exerciseMedia.exerciseId, exerciseId)))
    .returning();
  if (!row) throw notFound('Media not found');
  const [shared] = await db.select({ count: count() }).from(exerciseMedia).where(eq(exerciseMedia.storageKey, row.storageKey));
  if ((shared?.count ?? 0) === 0) {
    for (const key of [row.storageKey, ...row.variants.map((variant) => variant.storageKey)]) await storage.remove(key);
  }
}

/**
 * A medium as its reader may see it: staff of an organization that sees the exercise (the base set, or
 * its own), or a patient whose program or tasks hold the exercise. Anyone else gets a 404, so a medium's
 * existence is not told.
 */
export async function findReadableMedia(db: Db, session: Pick<Session, 'userId' | 'role'>, mediaId: string) {
  const [row] = await db
    .select({ media: exerciseMedia, organizationId: exercises.organizationId })
    .from(exerciseMedia)
    .innerJoin(exercises, eq(exercises.id, exerciseMedia.exerciseId))
    .where(eq(exerciseMedia.id, mediaId))
    .limit(1);
  if (!row) throw notFound('Media not found');
  const exerciseId = row.media.exerciseId;
  if (session.role === 'system_admin') return row.media;
  if (session.role === 'patient') {
    const [line] = await db
      .select({ id: programLineExercises.id })
      .from(programLineExercises)
      .innerJoin(programUpdates, eq(programUpdates.id, programLineExercises.lineId))
      .innerJoin(programs, eq(programs.id, programUpdates.programId))
      .where(and(eq(programs.patientId, session.userId), eq(programLineExercises.exerciseId, exerciseId)))
      .limit(1);
    const [task] = line
      ? [line]
      : await db
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.patientId, session.userId), eq(tasks.exerciseId, exerciseId)))
          .limit(1);
    if (task) return row.media;
    throw notFound('Media not found');
  }
  if (row.organizationId === null) return row.media;
  const [member] = await db
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, session.userId), eq(organizationMembers.organizationId, row.organizationId)))
    .limit(1);
  if (member) return row.media;
  throw notFound('Media not found');
}

/** The stored file of one variant of a medium: a picture's size, a video, or a video's poster. */
export function fileOf(media: typeof exerciseMedia.$inferSelect, variant: 'card' | 'page' | 'video' | 'poster') {
  if (variant === 'video') return media.kind === 'video' ? { storageKey: media.storageKey, contentType: media.contentType } : undefined;
  const found = media.variants.find((each) => each.name === variant);
  return found && { storageKey: found.storageKey, contentType: found.contentType };
}

