import {
  logReviewKinds,
  logReviewListMax,
  type LogReview,
  type LogReviewCreateBody,
  type LogReviewItem,
  type LogReviewKind,
  type LogReviewSaveBody,
  type LogReviewSummary,
} from '@rehab/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, emergencyAccesses, logReviewItems, logReviews, patients, users } from '../../db/schema';
import { iso, isoOrNull } from '../../dates';
import { badField, HttpError, notFound } from '../../errors';
import { inStockholmDays, type AuditReader } from './audit';

type DrawnItem = Omit<typeof logReviewItems.$inferInsert, 'reviewId' | 'position'>;

const tooMany = () =>
  badField('to', 'tooMany', `a targeted list holds more than ${logReviewListMax} items: review a shorter period`);

/** The random sample: rows of the organization's log that name a patient, in the period, drawn by the database. */
async function drawSample(db: Db, organizationId: string, { from, to, sampleSize }: LogReviewCreateBody): Promise<DrawnItem[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      patientId: auditLog.patientId,
      action: auditLog.action,
      at: auditLog.at,
    })
    .from(auditLog)
    .where(
      and(eq(auditLog.organizationId, organizationId), isNotNull(auditLog.patientId), inStockholmDays(auditLog.at, from, to)),
    )
    .orderBy(sql`random()`)
    .limit(sampleSize);
  // Listed in the log's order, so a reviewer reads the sample as a day went.
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      kind: 'sample',
      auditLogId: row.id,
      actorId: row.actorId,
      patientId: row.patientId,
      action: row.action,
      reads: 1,
      firstAt: row.at,
      lastAt: row.at,
    }));
}

/** Every emergency access opened in the period, with how many reads the log holds under it. */
async function drawEmergencies(db: Db, organizationId: string, { from, to }: LogReviewCreateBody): Promise<DrawnItem[]> {
  const rows = await db
    .select()
    .from(emergencyAccesses)
    .where(and(eq(emergencyAccesses.organizationId, organizationId), inStockholmDays(emergencyAccesses.startsAt, from, to)))
    .orderBy(asc(emergencyAccesses.startsAt), asc(emergencyAccesses.id))
    .limit(logReviewListMax + 1);
  if (rows.length > logReviewListMax) throw tooMany();
  const ids = rows.map((access) => access.id);
  const reads =
    ids.length === 0
      ? []
      : await db
          .select({ id: auditLog.emergencyAccessId, n: count() })
          .from(auditLog)
          .where(and(inArray(auditLog.emergencyAccessId, ids), eq(auditLog.outcome, 'allowed')))
          .groupBy(auditLog.emergencyAccessId);
  const readsOf = new Map(reads.map((row) => [row.id, Number(row.n)]));
  return rows.map((access) => ({
    kind: 'emergency',
    emergencyAccessId: access.id,
    actorId: access.actorId,
    patientId: access.patientId,
    reads: readsOf.get(access.id) ?? 0,
    firstAt: access.startsAt,
    lastAt: access.endsAt,
  }));
}

const staffActor = alias(users, 'staff_actor');

/**
 * Every staff member who opened a patient's record in the period without being the patient's responsible physio,
 * one item per staff member and patient. A read is a GET on the record, which names the patient in its path; a list
 * (the patient list, the to-do) does not, and is left out. Reads under emergency access are in their own list.
 */
async function drawOutsideCare(db: Db, organizationId: string, { from, to }: LogReviewCreateBody): Promise<DrawnItem[]> {
  const rows = await db
    .select({
      actorId: auditLog.actorId,
      patientId: auditLog.patientId,
      reads: count(),
      firstAt: sql<Date>`min(${auditLog.at})`.mapWith(auditLog.at),
      lastAt: sql<Date>`max(${auditLog.at})`.mapWith(auditLog.at),
    })
    .from(auditLog)
    .innerJoin(staffActor, and(eq(staffActor.id, auditLog.actorId), inArray(staffActor.role, ['physio', 'org_admin'])))
    .leftJoin(patients, eq(patients.userId, auditLog.patientId))
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.outcome, 'allowed'),
        isNotNull(auditLog.patientId),
        isNull(auditLog.emergencyAccessId),
        eq(auditLog.method, 'GET'),
        sql`position(${auditLog.patientId}::text in ${auditLog.path}) > 0`,
        sql`${patients.responsiblePhysioId} is distinct from ${auditLog.actorId}`,
        inStockholmDays(auditLog.at, from, to),
      ),
    )
    .groupBy(auditLog.actorId, auditLog.patientId)
    .orderBy(sql`min(${auditLog.at})`, auditLog.actorId, auditLog.patientId)
    .limit(logReviewListMax + 1);
  if (rows.length > logReviewListMax) throw tooMany();
  return rows.map((row) => ({
    kind: 'outside-care',
    actorId: row.actorId,
    patientId: row.patientId,
    reads: Number(row.reads),
    firstAt: row.firstAt,
    lastAt: row.lastAt,
  }));
}

/**
 * Draws a review of the period and stores what was drawn: the random sample's rows by id and the targeted lists as
 * they stand, so the saved review and its report read the same every time. Nothing is stored if a list is too long.
 */
export async function drawLogReview(
  db: Db,
  organizationId: string,
  createdBy: string,
  body: LogReviewCreateBody,
): Promise<string> {
  const drawn = [
    ...(await drawSample(db, organizationId, body)),
    ...(await drawEmergencies(db, organizationId, body)),
    ...(await drawOutsideCare(db, organizationId, body)),
  ];
  return db.transaction(async (tx) => {
    const [review] = await tx
      .insert(logReviews)
      .values({ organizationId, periodFrom: body.from, periodTo: body.to, sampleSize: body.sampleSize, createdBy })
      .returning({ id: logReviews.id });
    if (!review) throw new Error('the review was not stored');
    const positions = new Map<LogReviewKind, number>();
    const items = drawn.map((item) => {
      const position = positions.get(item.kind) ?? 0;
      positions.set(item.kind, position + 1);
      return { ...item, reviewId: review.id, position };
    });
    if (items.length > 0) await tx.insert(logReviewItems).values(items);
    return review.id;
  });
}

const itemActor = alias(users, 'item_actor');
const itemPatient = alias(users, 'item_patient');
const creator = alias(users, 'review_creator');
const completer = alias(users, 'review_completer');

const personOf = (row: { id: string; firstName: string; lastName: string } | null) =>
  row?.id ? { id: row.id, firstName: row.firstName, lastName: row.lastName } : null;

function selectReviews(db: Db) {
  return db
    .select({
      review: logReviews,
      createdBy: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
      completedBy: { id: completer.id, firstName: completer.firstName, lastName: completer.lastName },
    })
    .from(logReviews)
    .leftJoin(creator, eq(creator.id, logReviews.createdBy))
    .leftJoin(completer, eq(completer.id, logReviews.completedBy));
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['where']>>[number];

const reviewFields = ({ review, createdBy, completedBy }: ReviewRow) => ({
  id: review.id,
  from: review.periodFrom,
  to: review.periodTo,
  sampleSize: review.sampleSize,
  createdAt: iso(review.createdAt),
  createdBy: personOf(createdBy),
  completedAt: isoOrNull(review.completedAt),
  completedBy: personOf(completedBy),
});

/** A review of the organization, or the 404 of one that does not exist. */
async function findReview(db: Db, organizationId: string, reviewId: string): Promise<ReviewRow> {
  const [found] = await selectReviews(db).where(and(eq(logReviews.id, reviewId), eq(logReviews.organizationId, organizationId)));
  if (!found) throw notFound('No such log review in this organization');
  return found;
}

/** One review with its items in the order they were drawn: the sample, the emergency accesses, the other reads. */
export async function getLogReview(db: Db, organizationId: string, reviewId: string, reader: AuditReader): Promise<LogReview> {
  const found = await findReview(db, organizationId, reviewId);
  const rows = await db
    .select({
      item: logReviewItems,
      actor: { id: itemActor.id, firstName: itemActor.firstName, lastName: itemActor.lastName, role: itemActor.role },
      patient: { id: itemPatient.id, firstName: itemPatient.firstName, lastName: itemPatient.lastName },
      reason: emergencyAccesses.reason,
    })
    .from(logReviewItems)
    .leftJoin(itemActor, eq(itemActor.id, logReviewItems.actorId))
    .leftJoin(itemPatient, eq(itemPatient.id, logReviewItems.patientId))
    .leftJoin(emergencyAccesses, eq(emergencyAccesses.id, logReviewItems.emergencyAccessId))
    .where(eq(logReviewItems.reviewId, found.review.id))
    .orderBy(
      sql`array_position(${sql.raw(`array[${logReviewKinds.map((kind) => `'${kind}'`).join(',')}]`)}, ${logReviewItems.kind})`,
      asc(logReviewItems.position),
    );
  const items = rows.map(({ item, actor, patient, reason }): LogReviewItem => ({
    id: item.id,
    kind: item.kind,
    actor: actor?.id && actor.role ? { ...actor, role: actor.role } : null,
    // A patient gone from the users table is still named by id, as in the access log.
    patient: item.patientId
      ? reader.seesPatients && patient?.id
        ? patient
        : { id: item.patientId, firstName: null, lastName: null }
      : null,
    action: item.action,
    reason: reader.seesPatients ? reason : null,
    reads: item.reads,
    firstAt: iso(item.firstAt),
    lastAt: iso(item.lastAt),
    finding: item.finding,
    comment: item.comment,
  }));
  return { ...reviewFields(found), items };
}

/** The organization's reviews, newest first, with how many items and findings of each kind. */
export async function listLogReviews(db: Db, organizationId: string, limit: number): Promise<LogReviewSummary[]> {
  const reviews = await selectReviews(db)
    .where(eq(logReviews.organizationId, organizationId))
    .orderBy(desc(logReviews.createdAt), desc(logReviews.id))
    .limit(limit);
  const ids = reviews.map((row) => row.review.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ reviewId: logReviewItems.reviewId, finding: logReviewItems.finding, n: count() })
          .from(logReviewItems)
          .where(inArray(logReviewItems.reviewId, ids))
          .groupBy(logReviewItems.reviewId, logReviewItems.finding);
  return reviews.map((row) => {
    const mine = counts.filter((each) => each.reviewId === row.review.id);
    const of = (finding: string) => Number(mine.find((each) => each.finding === finding)?.n ?? 0);
    return {
      ...reviewFields(row),
      items: mine.reduce((sum, each) => sum + Number(each.n), 0),
      findings: { none: of('none'), investigate: of('investigate'), unauthorized: of('unauthorized') },
    };
  });
}

/**
 * Saves a finding for every item of a review, and a comment where given, and completes it. A saved review stays as
 * it was (409); a finding missing, repeated or for an item of another review is a 400 and writes nothing.
 */
export async function saveLogReview(
  db: Db,
  organizationId: string,
  reviewId: string,
  completedBy: string,
  { findings }: LogReviewSaveBody,
) {
  const found = await findReview(db, organizationId, reviewId);
  if (found.review.completedAt) {
    throw new HttpError(409, 'This log review is saved already', [
      { property: 'review', constraints: { completed: 'a saved log review is not changed' } },
    ]);
  }
  const items = await db
    .select({ id: logReviewItems.id })
    .from(logReviewItems)
    .where(eq(logReviewItems.reviewId, found.review.id));
  const given = new Set(findings.map((each) => each.itemId));
  const wanted = new Set(items.map((item) => item.id));
  if (given.size !== findings.length || given.size !== wanted.size || [...given].some((id) => !wanted.has(id))) {
    throw badField('findings', 'everyItem', 'give one finding for every item of the review');
  }
  await db.transaction(async (tx) => {
    for (const { itemId, finding, comment } of findings) {
      await tx
        .update(logReviewItems)
        .set({ finding, comment: comment ? comment : null })
        .where(eq(logReviewItems.id, itemId));
    }
    // Completed only once: a second save racing this one finds it completed and changes nothing.
    const done = await tx
      .update(logReviews)
      .set({ completedBy, completedAt: new Date() })
      .where(and(eq(logReviews.id, found.review.id), isNull(logReviews.completedAt)))
      .returning({ id: logReviews.id });
    if (done.length === 0) throw new HttpError(409, 'This log review is saved already');
  });
}
