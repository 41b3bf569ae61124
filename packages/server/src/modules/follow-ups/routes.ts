import {
  colleaguesResponse,
  followUp,
  followUpBody,
  followUpDoneBody,
  followUpHandOverBody,
  followUpParams,
  followUpSnoozeBody,
  followUpsQuery,
  followUpsResponse,
  noQuery,
  patientFollowUpsResponse,
  patientParams,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { announceFollowUpsChanged } from '../activities/announce';
import { auditAccess, guardPatientRecord, patientOf } from '../patients/record';
import { addFollowUp, colleaguesOf, handOverFollowUp, listFollowUps, markFollowUpDone, patientFollowUps, snoozeFollowUp } from './service';

/** The physio's work list (docs/rules/follow-ups.md) and the calls on one patient's follow-ups. */
export const followUpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(patientFollowUpRoutes, { db });

  // Names patients and why they need attention: one access-log row per patient shown.
  app.get(
    '/specialists/follow-ups',
    { config: { access: 'staff' }, schema: { querystring: followUpsQuery, response: { 200: followUpsResponse } } },
    async (request) => {
      const list = await listFollowUps(db, sessionOf(request), request.query.view, request.query.limit);
      await auditAccess(db, request, [...new Set(list.items.map((item) => item.patient.id))], 'read:follow-ups');
      return list;
    },
  );
};

/** One patient's follow-ups: scoped by the care relationship and logged by the record's guard. */
const patientFollowUpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);
  // A follow-up written reaches the work lists of the patient's physios (a colleague handed one among them) live.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode < 300) await announceFollowUpsChanged(db, app.realtime, request.log, patientOf(request).id);
  });

  app.get(
    '/patients/list/:userId/follow-ups',
    { config: { access: 'staff', audit: 'read:follow-ups' }, schema: { params: patientParams, querystring: noQuery, response: { 200: patientFollowUpsResponse } } },
    async (request) => patientFollowUps(db, patientOf(request)),
  );

  app.get(
    '/patients/list/:userId/colleagues',
    { config: { access: 'staff', audit: 'read:colleagues' }, schema: { params: patientParams, querystring: noQuery, response: { 200: colleaguesResponse } } },
    async (request) => ({ items: await colleaguesOf(db, patientOf(request)) }),
  );

  app.post(
    '/patients/list/:userId/follow-ups',
    { config: { access: 'staff', audit: 'write:follow-up' }, schema: { params: patientParams, querystring: noQuery, body: followUpBody, response: { 201: followUp } } },
    async (request, reply) => reply.code(201).send(await addFollowUp(db, sessionOf(request), patientOf(request), request.body)),
  );

  app.post(
    '/patients/list/:userId/follow-ups/:followUpId/done',
    { config: { access: 'staff', audit: 'write:follow-up-done' }, schema: { params: followUpParams, querystring: noQuery, body: followUpDoneBody, response: { 200: followUp } } },
    async (request) => markFollowUpDone(db, sessionOf(request), patientOf(request), request.params.followUpId),
  );

  app.post(
    '/patients/list/:userId/follow-ups/:followUpId/snooze',
    { config: { access: 'staff', audit: 'write:follow-up-snooze' }, schema: { params: followUpParams, querystring: noQuery, body: followUpSnoozeBody, response: { 200: followUp } } },
    async (request) => snoozeFollowUp(db, patientOf(request), request.params.followUpId, request.body.until),
  );

  app.post(
    '/patients/list/:userId/follow-ups/:followUpId/hand-over',
    { config: { access: 'staff', audit: 'write:follow-up-hand-over' }, schema: { params: followUpParams, querystring: noQuery, body: followUpHandOverBody, response: { 200: followUp } } },
    async (request) => handOverFollowUp(db, patientOf(request), request.params.followUpId, request.body.assigneeId, request.body.note),
  );
};
