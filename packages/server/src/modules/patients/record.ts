import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
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

/**
 * Guards every call on one patient's record, registered once per encapsulated
 * plugin: the caller must be signed in, the patient must be in the caller's
 * scope (else 404), and the access is written to the audit log before the
 * handler runs.
 */
export function guardPatientRecord(app: FastifyInstance, db: Db) {
  if (!app.hasRequestDecorator('patient')) app.decorateRequest('patient', null);
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async (request) => {
    const session = sessionOf(request);
    const params = request.params as { userId?: string; patientId?: string };
    const patientId = params.userId ?? params.patientId;
    if (!patientId) throw notFound();
    const patient = await findVisiblePatient(db, session, patientId);
    await db.insert(auditLog).values({
      actorId: session.userId,
      patientId: patient.id,
      action: request.routeOptions.config.audit ?? `${request.method} ${request.routeOptions.url ?? ''}`,
      method: request.method,
      path: request.url.slice(0, 500),
      ip: request.ip,
    });
    request.patient = patient;
  });
}

/** The patient a guarded call is about. */
export function patientOf(request: FastifyRequest): VisiblePatient {
  if (!request.patient) throw notFound();
  return request.patient;
}
