import { careRules } from '@rehab/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import { writeAudit, type AuditEntry } from '../../audit/log';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../errors';
import { isUuid } from '../../uuid';
import { sessionOf } from '../../auth/plugin';
import { openEmergencyAccess, type EmergencyAccessRow } from './emergency-access';
import { findListedPatient, hasCareRight, type VisiblePatient } from './scope';
import type { RecordReach } from './view';

declare module 'fastify' {
  interface FastifyRequest {
    patient: VisiblePatient | null;
    /** The emergency access a call on a health record is made under; null in the care relationship. */
    emergencyAccess: EmergencyAccessRow | null;
  }
  interface FastifyContextConfig {
    /** What the call does to the patient's record, as written to the audit log. */
    audit?: string;
    /**
     * `health` (the default): the call reads or changes health data, so it needs the care relationship or an
     * open emergency access. `administrative`: the patient's details, status, responsible physio and access log,
     * which the organization's admins manage too.
     */
    record?: 'health' | 'administrative';
  }
}

/** An access to patients' records, in the access log: one row per patient. */
export async function auditAccess(db: Db, request: FastifyRequest, patientIds: readonly string[], action: string) {
  if (patientIds.length > 0) await writeAudit(db, request, { action, patientIds });
}

const careRequired = () =>
  new HttpError(403, 'Only the physios who treat the patient read this; emergency access opens it with a reason', [
    { property: 'patient', constraints: { [careRules.required]: 'the care relationship or emergency access is required' } },
  ]);

/**
 * Guards every call on one patient's record, registered once per encapsulated plugin, as the request arrives and
 * before its body is read. The one place that decides who reads a record (docs/security.md#access-model):
 * 1. the system admin reads no patient's record: 403;
 * 2. the patient must be one the caller lists (scope.ts), else the 404 of a record that does not exist;
 * 3. health data needs the care right (a physio of the patient's organization) or the caller's open emergency
 *    access; else 403 with the rule `care-relationship-required`.
 * Each refusal writes a denied row; an allowed call writes its row (with the emergency access and its reason)
 * once the request is valid, before the handler runs.
 */
export function guardPatientRecord(app: FastifyInstance, db: Db) {
  if (!app.hasRequestDecorator('patient')) app.decorateRequest('patient', null);
  if (!app.hasRequestDecorator('emergencyAccess')) app.decorateRequest('emergencyAccess', null);
  const refuse = async (request: FastifyRequest, action: string, patientId: string) => {
    await writeAudit(db, request, { action, outcome: 'denied', patientIds: [patientId] });
  };
  app.addHook('onRequest', async (request) => {
    const id = patientIdOf(request);
    if (!id || sessionOf(request).role !== 'system_admin') return;
    await refuse(request, 'denied:patient-record', id);
    throw new HttpError(403, 'The system administrator reads no patient records');
  });
  checkScopeOnArrival(app, db, 'patient', ['userId', 'patientId'], async (session, patientId, request) => {
    request.patient = await findListedPatient(db, session, patientId);
  });
  app.addHook('onRequest', async (request) => {
    const session = sessionOf(request);
    if (!request.patient || hasCareRight(session)) return;
    request.emergencyAccess = (await openEmergencyAccess(db, session.userId, request.patient.id)) ?? null;
    if ((request.routeOptions.config.record ?? 'health') === 'administrative' || request.emergencyAccess) return;
    await refuse(request, 'denied:care', request.patient.id);
    throw careRequired();
  });
  app.addHook('preHandler', async (request) => {
    const patient = patientOf(request);
    const grant = request.emergencyAccess;
    const entry: AuditEntry = {
      action: request.routeOptions.config.audit ?? `${request.method} ${request.routeOptions.url ?? ''}`,
      patientIds: [patient.id],
      emergency: grant && (request.routeOptions.config.record ?? 'health') === 'health' ? { id: grant.id, reason: grant.reason } : null,
    };
    await writeAudit(db, request, entry);
  });
}

const patientIdOf = (request: FastifyRequest) => {
  const values = request.params as Record<string, string | undefined>;
  const id = values.userId ?? values.patientId;
  return id && isUuid(id) ? id : undefined;
};

/** The patient a guarded call is about. */
export function patientOf(request: FastifyRequest): VisiblePatient {
  if (!request.patient) throw notFound();
  return request.patient;
}

/** How the caller reaches the patient of a guarded call, for the details the portal opens tabs by. */
export function reachOf(request: FastifyRequest): RecordReach {
  if (hasCareRight(sessionOf(request))) return { access: 'care', emergencyAccessUntil: null };
  const grant = request.emergencyAccess;
  return grant ? { access: 'emergency', emergencyAccessUntil: grant.endsAt } : { access: 'administrative', emergencyAccessUntil: null };
}
