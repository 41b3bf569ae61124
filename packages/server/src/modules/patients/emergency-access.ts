import { emergencyAccessHours, type EmergencyAccess, type EmergencyAccessListItem } from '@rehab/contract';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, emergencyAccesses, users } from '../../db/schema';
import type { Realtime } from '../../realtime/hub';
import { iso } from '../../dates';
import { notifyEach } from '../notifications/service';
import { careContacts } from './care';
import type { VisiblePatient } from './scope';

export type EmergencyAccessRow = typeof emergencyAccesses.$inferSelect;

const hour = 60 * 60 * 1000;

const view = (row: EmergencyAccessRow): EmergencyAccess => ({
  id: row.id,
  patientId: row.patientId,
  reason: row.reason,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
});

/** The actor's emergency access to the patient's record that is open now, if any (the latest). */
export async function openEmergencyAccess(db: Db, actorId: string, patientId: string, now = new Date()): Promise<EmergencyAccessRow | undefined> {
  const [row] = await db
    .select()
    .from(emergencyAccesses)
    .where(and(eq(emergencyAccesses.actorId, actorId), eq(emergencyAccesses.patientId, patientId), gt(emergencyAccesses.endsAt, now)))
    .orderBy(desc(emergencyAccesses.endsAt))
    .limit(1);
  return row;
}

/**
 * Opens emergency access (nödåtkomst) to one patient's record for `emergencyAccessHours`, with the reason given,
 * and tells the physios who answer the patient (the responsible physio, or the organization's physios). The
 * caller's right to it has been checked by the record guard: staff of the patient's organization without the
 * care right.
 */
export async function startEmergencyAccess(
  db: Db,
  realtime: Realtime,
  actor: { id: string },
  patient: VisiblePatient,
  reason: string,
  now = new Date(),
): Promise<EmergencyAccess> {
  const [row] = await db
    .insert(emergencyAccesses)
    .values({
      actorId: actor.id,
      patientId: patient.id,
      organizationId: patient.organizationId,
      reason,
      startsAt: now,
      endsAt: new Date(now.getTime() + emergencyAccessHours * hour),
    })
    .returning();
  if (!row) throw new Error('emergency access not stored');
  const [who] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.id));
  const actorName = `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim();
  const patientName = `${patient.firstName} ${patient.lastName}`.trim();
  await notifyEach(db, realtime, await careContacts(db, patient.id), {
    type: 'EmergencyAccess',
    name: 'Nödåtkomst till journal',
    description: `${actorName} öppnade journalen för ${patientName} med nödåtkomst: ${reason}`,
    code: 'emergency-access',
    params: { patientId: patient.id, patientName, actorName, reason, endsAt: iso(row.endsAt) },
  });
  return view(row);
}

const actor = alias(users, 'actor');
const patientUser = alias(users, 'patient_user');

/** An organization's emergency accesses, newest first, each with how many reads the access log holds under it. */
export async function listEmergencyAccesses(db: Db, organizationId: string, limit: number, reader: { seesPatients: boolean }): Promise<EmergencyAccessListItem[]> {
  const rows = await db
    .select({ access: emergencyAccesses, actor, patient: patientUser })
    .from(emergencyAccesses)
    .leftJoin(actor, eq(actor.id, emergencyAccesses.actorId))
    .leftJoin(patientUser, eq(patientUser.id, emergencyAccesses.patientId))
    .where(eq(emergencyAccesses.organizationId, organizationId))
    .orderBy(desc(emergencyAccesses.startsAt), desc(emergencyAccesses.id))
    .limit(limit);
  const ids = rows.map((row) => row.access.id);
  const reads =
    ids.length === 0
      ? []
      : await db
          .select({ id: auditLog.emergencyAccessId, n: count() })
          .from(auditLog)
          .where(and(inArray(auditLog.emergencyAccessId, ids), sql`${auditLog.outcome} = 'allowed'`))
          .groupBy(auditLog.emergencyAccessId);
  const readsOf = new Map(reads.map((row) => [row.id, Number(row.n)]));
  return rows.map((row) => ({
    id: row.access.id,
    actor: row.actor ? { id: row.actor.id, firstName: row.actor.firstName, lastName: row.actor.lastName, role: row.actor.role } : null,
    patient: row.patient
      ? { id: row.patient.id, firstName: reader.seesPatients ? row.patient.firstName : null, lastName: reader.seesPatients ? row.patient.lastName : null }
      : null,
    reason: reader.seesPatients ? row.access.reason : null,
    startsAt: iso(row.access.startsAt),
    endsAt: iso(row.access.endsAt),
    reads: readsOf.get(row.access.id) ?? 0,
  }));
}
