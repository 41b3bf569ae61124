import { attentionQuery, attentionResponse, attentionThresholds, noQuery, organizationParams, patientParams } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { auditAccess, guardPatientRecord } from '../patients/record';
import { findManagedOrganization } from '../patients/scope';
import { markAttentionHandled, patientsNeedingAttention, readThresholds, writeThresholds } from './service';

/** Who needs the physio's attention, the physio marking it handled, and the organization's thresholds. */
export const attentionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(handledRoute, { db });
  // The organization is checked as the request arrives, before its body is read.
  checkScopeOnArrival(app, db, 'organization', ['id'], (session, id) => findManagedOrganization(db, session, id));

  // Names patients with their pain and feedback: one access-log row per patient shown.
  app.get(
    '/specialists/attention',
    { config: { access: 'staff' }, schema: { querystring: attentionQuery, response: { 200: attentionResponse } } },
    async (request) => {
      const attention = await patientsNeedingAttention(db, sessionOf(request), request.query.limit);
      await auditAccess(db, request, attention.items.map((item) => item.patient.id), 'read:attention');
      return attention;
    },
  );

  app.get(
    '/organizations/:id/attention-thresholds',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: noQuery, response: { 200: attentionThresholds } } },
    async (request) => readThresholds(db, (await findManagedOrganization(db, sessionOf(request), request.params.id)).id),
  );

  app.put(
    '/organizations/:id/attention-thresholds',
    {
      config: { access: 'admin' },
      schema: { params: organizationParams, querystring: noQuery, body: attentionThresholds, response: { 200: attentionThresholds } },
    },
    async (request) => writeThresholds(db, (await findManagedOrganization(db, sessionOf(request), request.params.id)).id, request.body),
  );
};

/** One patient's alerts marked handled: a call on the patient's record, scoped and logged by its guard. */
const handledRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);
  app.post(
    '/patients/list/:userId/attention/handled',
    { config: { access: 'staff', audit: 'write:attention-handled' }, schema: { params: patientParams, querystring: noQuery } },
    async (request, reply) => {
      await markAttentionHandled(db, request.params.userId);
      return reply.code(204).send();
    },
  );
};
