import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { organizationMembers, patients, users } from '../../db/schema';
import type { Realtime } from '../../realtime/hub';

/**
 * The physios who have the patient in their care (the care rule, patients/scope.ts): the open physio accounts of the
 * patient's organization, its admins not among them. Read at send time, so a physio who left the organization
 * hears nothing more of the patient.
 */
export async function carePhysiosOf(db: Db, patientId: string): Promise<string[]> {
  const physios = await db
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(patients, eq(patients.organizationId, organizationMembers.organizationId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(patients.userId, patientId), eq(users.role, 'physio'), isNull(users.deletedAt)));
  return physios.map((physio) => physio.id);
}

/**
 * Tells the patient's app and the physios who have the patient in care that the patient's week changed, so both
 * read it again without a reload; the physios' work lists too, since the rules of follow-ups read what the patient
 * did and said (docs/rules/follow-ups.md). The write has happened; a failure here is logged, never answered.
 */
export async function announceActivitiesChanged(db: Db, realtime: Realtime, log: FastifyBaseLogger, patientId: string): Promise<void> {
  try {
    const physios = await carePhysiosOf(db, patientId);
    realtime.emit([patientId, ...physios], 'activities:changed', { patientId });
    realtime.emit(physios, 'followUps:changed', { patientId });
  } catch (error) {
    log.error({ err: error, patientId }, 'activities:changed not sent');
  }
}

/** Tells the physios who have the patient in care that the patient's follow-ups changed (one added, done, snoozed, handed over). */
export async function announceFollowUpsChanged(db: Db, realtime: Realtime, log: FastifyBaseLogger, patientId: string): Promise<void> {
  try {
    realtime.emit(await carePhysiosOf(db, patientId), 'followUps:changed', { patientId });
  } catch (error) {
    log.error({ err: error, patientId }, 'followUps:changed not sent');
  }
}
