import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { organizationMembers, patients, users } from '../../db/schema';
import type { Realtime } from '../../realtime/hub';

/**
 * Tells the patient's app and the physios of the patient's organization (who have the patient in care; its admins
 * do not read the week) that the patient's week changed,
 * so both read it again without a reload. The write has happened; a failure here is logged, never answered.
 */
export async function announceActivitiesChanged(db: Db, realtime: Realtime, log: FastifyBaseLogger, patientId: string): Promise<void> {
  try {
    const physios = await db
      .select({ id: organizationMembers.userId })
      .from(organizationMembers)
      .innerJoin(patients, eq(patients.organizationId, organizationMembers.organizationId))
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(patients.userId, patientId), eq(users.role, 'physio'), isNull(users.deletedAt)));
    realtime.emit([patientId, ...physios.map((physio) => physio.id)], 'activities:changed', { patientId });
  } catch (error) {
    log.error({ err: error, patientId }, 'activities:changed not sent');
  }
}
