import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import { writeAudit } from '../../audit/log';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findVisiblePatient, type VisiblePatient } from './scope';

declare module 'fastify' {
  interface FastifyRequest {
    patient: VisiblePatient | null;
  }
  interface FastifyContextConfig {
    /** What the call does to the patient's record, as written to the audit log. */
    audit?: string;
  }
}

/** An access to patients' records, in the access log: one row per patient. */
export async function auditAccess(db: Db, request: FastifyRequest, patientIds: readonly string[], action: string) {
  if (patientIds.length > 0) await writeAudit(db, request, { action, patientIds });
}

/**
 * Guards every call on one patient's record, registered once per encapsulated plugin: the patient
 * must be in the caller's scope (else 404), checked as the request arrives, before its body is read;
 * the access is written to the audit log once the request is valid, before the handler runs.
 */
export function guardPatientRecord(app: FastifyInstance, db: Db) {
  if (!app.hasRequestDecorator('patient')) app.decorateRequest('patient', null);
  checkScopeOnArrival(app, db, 'patient', ['userId', 'patientId'], async (session, patientId, request) => {
    request.patient = await findVisiblePatient(db, session, patientId);
  });
  app.addHook('preHandler', async (request) => {
    const patient = patientOf(request);
    await auditAccess(db, request, [patient.id], request.routeOptions.config.audit ?? `${request.method} ${request.routeOptions.url ?? ''}`);
  });
}

/** The patient a guarded call is about. */
export function patientOf(request: FastifyRequest): VisiblePatient {
  if (!request.patient) throw notFound();
  return request.patient;
}
