import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog, patients } from '../db/schema';

export type AuditOutcome = 'allowed' | 'denied';

/** What a row says beyond who and where: the action, whose record, the outcome, and an emergency access it was made under. */
export interface AuditEntry {
  action: string;
  patientIds?: readonly string[];
  organizationId?: string | null;
  outcome?: AuditOutcome;
  /** The emergency access (nödåtkomst) the call was made under, with the reason its holder gave. */
  emergency?: { id: string; reason: string } | null;
}

/**
 * The one writer of the access log (Patientdatalagen: who read what, and who tried): one row per
 * patient the caller read, changed or was refused, each filed under that patient's organization; or
 * one row without a patient, filed under `organizationId`, for a call about no single patient.
 */
export async function writeAudit(
  db: Db,
  request: FastifyRequest,
  entry: AuditEntry,
) {
  const actorId = request.session?.userId;
  if (!actorId) return;
  // A caller who hung up has no address; undefined would leave a hole in the statement, null is no address.
  await insertAudit(db, { actorId, method: request.method, path: request.url, ip: request.ip ?? null }, entry);
}

/**
 * The access log's row for what a socket carried to its user (an event has no request): the method names the
 * transport, the path the event, so a review reads a resync beside the calls.
 */
export async function writeSocketAudit(
  db: Db,
  caller: { actorId: string; ip: string | null },
  entry: { event: string; action: string; patientIds: readonly string[] },
) {
  if (entry.patientIds.length === 0) return;
  await insertAudit(db, { actorId: caller.actorId, method: 'SOCKET', path: entry.event, ip: caller.ip }, entry);
}

async function insertAudit(
  db: Db,
  caller: { actorId: string; method: string; path: string; ip: string | null },
  { action, patientIds = [], organizationId = null, outcome = 'allowed', emergency = null }: AuditEntry,
) {
  const { actorId, method, ip } = caller;
  const path = caller.path.slice(0, 500);
  const emergencyAccessId = emergency?.id ?? null;
  const reason = emergency?.reason ?? null;
  if (patientIds.length === 0) {
    await db.insert(auditLog).values({ actorId, organizationId, outcome, action, method, path, ip, emergencyAccessId, reason });
    return;
  }
  // One array parameter instead of seven per row: a list of 200 patients costs one short statement.
  const ids = `{${[...new Set(patientIds)].join(',')}}`;
  await db.execute(
    sql`insert into ${auditLog} (actor_id, patient_id, organization_id, outcome, action, method, path, ip, emergency_access_id, reason)
        select ${actorId}, wanted.id, coalesce(${patients.organizationId}, ${organizationId}::uuid), ${outcome}, ${action},
               ${method}, ${path}, ${ip}, ${emergencyAccessId}::uuid, ${reason}
        from unnest(${ids}::uuid[]) as wanted(id) left join ${patients} on ${patients.userId} = wanted.id`,
  );
}
