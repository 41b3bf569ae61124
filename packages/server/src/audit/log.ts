import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog, patients } from '../db/schema';

export type AuditOutcome = 'allowed' | 'denied';

/**
 * The one writer of the access log (Patientdatalagen: who read what, and who tried): one row per
 * patient the caller read, changed or was refused, each filed under that patient's organization; or
 * one row without a patient, filed under `organizationId`, for a call about no single patient.
 */
export async function writeAudit(
  db: Db,
  request: FastifyRequest,
  {
    action,
    patientIds = [],
    organizationId = null,
    outcome = 'allowed',
  }: { action: string; patientIds?: readonly string[]; organizationId?: string | null; outcome?: AuditOutcome },
) {
  const actorId = request.session?.userId;
  if (!actorId) return;
  const path = request.url.slice(0, 500);
  if (patientIds.length === 0) {
    await db.insert(auditLog).values({ actorId, organizationId, outcome, action, method: request.method, path, ip: request.ip });
    return;
  }
  // One array parameter instead of seven per row: a list of 200 patients costs one short statement.
  // A caller who hung up has no address; undefined would leave a hole in the statement, null is no address.
  const ip = request.ip ?? null;
  const ids = `{${[...new Set(patientIds)].join(',')}}`;
  await db.execute(
    sql`insert into ${auditLog} (actor_id, patient_id, organization_id, outcome, action, method, path, ip)
        select ${actorId}, wanted.id, coalesce(${patients.organizationId}, ${organizationId}::uuid), ${outcome}, ${action},
               ${request.method}, ${path}, ${ip}
        from unnest(${ids}::uuid[]) as wanted(id) left join ${patients} on ${patients.userId} = wanted.id`,
  );
}
