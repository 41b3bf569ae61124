import type { LibraryExerciseBody, LibraryExerciseUpdate, LibraryPage, libraryQuery } from '@rehab/contract';
import { libraryExerciseBody, libraryExerciseUpdate, dosage as dosageSchema } from '@rehab/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { exerciseMedia, exercises } from '../../db/schema';
import { badField, HttpError, notFound } from '../../errors';
import { keysetAfter, keysetKey, keysetOrderBy, textPart, toPage, uuidPart, type KeysetOrder } from '../../keyset';
import { foldedTextContains } from '../../search';
import { libraryOf } from './scope';
import { libraryViews, type ExerciseRow } from './view';

/** The library's one order: the Swedish name folded to lower case, then the id. */
const libraryOrder: KeysetOrder = {
  scope: 'library:name',
  parts: [textPart(sql`lower(${exercises.name})`), uuidPart(exercises.id)],
  descending: false,
};

/** A page of the library an organization sees, searched and filtered (docs/rules/library.md). */
export async function listLibrary(db: Db, organizationId: string, query: z.output<typeof libraryQuery>): Promise<LibraryPage> {
  const where = and(
    libraryOf(organizationId),
    query.retired === 'exclude' ? isNull(exercises.retiredAt) : undefined,
    query.kind ? eq(exercises.type, query.kind) : undefined,
    query.region ? sql`${exercises.regions} ? ${query.region}` : undefined,
    query.tag ? sql`${exercises.tags} ? ${query.tag}` : undefined,
    foldedTextContains(sql`search_fold(${exercises.name} || ' ' || ${exercises.nameEn})`, query.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ exercise: exercises, key: keysetKey(libraryOrder) })
      .from(exercises)
      .where(and(where, keysetAfter(libraryOrder, query.cursor)))
      .orderBy(...keysetOrderBy(libraryOrder))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(exercises).where(where),
  ]);
  const views = await libraryViews(db, organizationId, rows.slice(0, query.limit).map((row) => row.exercise));
  const byId = new Map(views.map((view) => [view.id, view]));
  return toPage(libraryOrder, rows, query.limit, total?.total, (row) => byId.get(row.exercise.id) as (typeof views)[number]);
}

/** One exercise the organization sees (its own or the base set's), retired or not; else 404. */
export async function findLibraryExercise(db: Db, organizationId: string, exerciseId: string): Promise<ExerciseRow> {
  const [row] = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), libraryOf(organizationId)))
    .limit(1);
  if (!row) throw notFound('Exercise not found');
  return row;
}

/** An exercise the organization may change: its own. A base exercise is copied first (409 says so). */
async function ownExercise(db: Db, organizationId: string, exerciseId: string) {
  const row = await findLibraryExercise(db, organizationId, exerciseId);
  if (row.organizationId === null) throw new HttpError(409, 'A base exercise is copied before it is changed');
  return row;
}

export async function libraryExerciseView(db: Db, organizationId: string, row: ExerciseRow) {
  const [view] = await libraryViews(db, organizationId, [row]);
  if (!view) throw notFound('Exercise not found');
  return view;
}

/** The progression a new or moved exercise joins: another exercise the organization sees, of the same kind. */
async function chainOf(db: Db, organizationId: string, kind: string, chainWith: string | undefined) {
  if (!chainWith) return undefined;
  const other = await findLibraryExercise(db, organizationId, chainWith).catch(() => {
    throw badField('chainWith');
  });
  if (other.type !== kind) throw badField('chainWith', 'invalid', 'chainWith must be an exercise of the same kind');
  return other.chainId;
}

const textColumns = (body: { name?: { sv: string; en: string }; steps?: { sv: string[]; en: string[] }; watchOuts?: { sv: string; en: string } }) => ({
  ...(body.name && { name: body.name.sv, nameEn: body.name.en }),
  ...(body.steps && { stepsSv: body.steps.sv, stepsEn: body.steps.en }),
  ...(body.watchOuts && { watchOutsSv: body.watchOuts.sv, watchOutsEn: body.watchOuts.en }),
});

/** A new exercise of the organization's own. */
export async function createLibraryExercise(db: Db, organizationId: string, actorId: string, input: LibraryExerciseBody) {
  const body = libraryExerciseBody.parse(input);
  const chainId = await chainOf(db, organizationId, body.kind, body.chainWith);
  const [row] = await db
    .insert(exercises)
    .values({
      organizationId,
      type: body.kind,
      ...textColumns(body),
      name: body.name.sv,
      regions: body.regions,
      tags: [...new Set(body.tags)],
      dosage: dosageSchema.parse(body.dosage ?? {}),
      level: body.level,
      ...(chainId && { chainId }),
      // The seed catalogue's grouping, which library exercises do not use.
      groupId: 0,
      groupName: 'library',
      groupDisplayName: '',
      instruction: body.steps.sv.join(' '),
      createdBy: actorId,
    })
    .returning();
  if (!row) throw notFound();
  return libraryExerciseView(db, organizationId, row);
}

export async function updateLibraryExercise(db: Db, organizationId: string, exerciseId: string, input: LibraryExerciseUpdate) {
  const body = libraryExerciseUpdate.parse(input);
  const current = await ownExercise(db, organizationId, exerciseId);
  const chainId = await chainOf(db, organizationId, current.type, body.chainWith);
  const [row] = await db
    .update(exercises)
    .set({
      ...textColumns(body),
      ...(body.steps && { instruction: body.steps.sv.join(' ') }),
      ...(body.regions && { regions: body.regions }),
      ...(body.tags && { tags: [...new Set(body.tags)] }),
      ...(body.dosage && { dosage: body.dosage }),
      ...(body.level !== undefined && { level: body.level }),
      ...(chainId && { chainId }),
      updatedAt: new Date(),
    })
    .where(eq(exercises.id, current.id))
    .returning();
  if (!row) throw notFound();
  return libraryExerciseView(db, organizationId, row);
}

/** Retires the organization's own exercise: no longer offered, still in the programs and tasks that hold it. */
export async function retireLibraryExercise(db: Db, organizationId: string, exerciseId: string) {
  const current = await ownExercise(db, organizationId, exerciseId);
  const [row] = await db
    .update(exercises)
    .set({ retiredAt: current.retiredAt ?? new Date(), updatedAt: new Date() })
    .where(eq(exercises.id, current.id))
    .returning();
  if (!row) throw notFound();
  return libraryExerciseView(db, organizationId, row);
}

/**
 * The organization's own copy of an exercise it sees, to adapt: the same texts, tags, dosage and media
 * (the files are shared, never changed in place), at the same place of the same progression, where it
 * takes the place of the base version for the organization's patients.
 */
export async function copyLibraryExercise(db: Db, organizationId: string, actorId: string, exerciseId: string) {
  const source = await findLibraryExercise(db, organizationId, exerciseId);
  // A new row: its own id, times and state; everything else as the source has it.
  const rest: Partial<typeof source> = { ...source, id: undefined, createdAt: undefined, updatedAt: undefined, retiredAt: null };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exercises)
      .values({ ...rest, type: source.type, name: source.name, groupId: source.groupId, groupName: source.groupName, groupDisplayName: source.groupDisplayName, level: source.level, organizationId, copiedFrom: source.id, createdBy: actorId })
      .returning();
    if (!row) throw notFound();
    await tx.execute(sql`
      insert into ${exerciseMedia} (exercise_id, kind, position, content_type, storage_key, size, variants)
      select ${row.id}, kind, position, content_type, storage_key, size, variants from ${exerciseMedia} where exercise_id = ${source.id}`);
    return row;
  }).then((row) => libraryExerciseView(db, organizationId, row));
}
