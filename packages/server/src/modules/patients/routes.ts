import {
  activityStatisticResponse,
  auditQuery,
  auditResponse,
  calendarEntriesQuery,
  calendarEntriesResponse,
  endTreatmentBody,
  feedbackListSent,
  feedbackQuery,
  healthReportResponse,
  noQuery,
  patientDetails as patientDetailsSchema,
  patientParams,
  programQuery,
  programResponse,
  programUpdate,
  programUpdateBody,
  questionnaireListResponse,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceActivitiesChanged } from '../activities/announce';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { guardPatientRecord, patientOf } from './record';
import {
  activityStatistic,
  endTreatment,
  getProgram,
  healthReport,
  listAudit,
  listFeedback,
  listPatientCalendar,
  listQuestionnaires,
  updateProgram,
} from './service';
import { patientDetails } from './view';

/** Everything under /patients/list/{userId}: one patient's record, scoped and audited by the guard. */
export const patientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);
  const base = '/patients/list/:userId';

  app.get(base, { config: { access: 'staff', audit: 'read:patient' }, schema: { params: patientParams, querystring: noQuery, response: { 200: patientDetailsSchema } } }, async (request) =>
    patientDetails(patientOf(request)),
  );

  app.post(
    `${base}/end-treatment`,
    { config: { access: 'staff', audit: 'write:end-treatment' }, schema: { params: patientParams, querystring: noQuery, body: endTreatmentBody, response: { 200: patientDetailsSchema } } },
    async (request) => {
      const ended = await endTreatment(db, patientOf(request));
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return patientDetails(ended);
    },
  );

  app.get(
    `${base}/audit`,
    { config: { access: 'staff', audit: 'read:audit' }, schema: { params: patientParams, querystring: auditQuery, response: { 200: auditResponse } } },
    async (request) => listAudit(db, patientOf(request), request.query.limit),
  );

  app.get(
    `${base}/feedback/list`,
    { config: { access: 'staff', audit: 'read:feedback' }, schema: { params: patientParams, querystring: feedbackQuery, response: { 200: feedbackListSent } } },
    async (request) => listFeedback(db, patientOf(request), request.query.limit),
  );

  app.get(
    `${base}/activity-statistic`,
    { config: { access: 'staff', audit: 'read:activity-statistic' }, schema: { params: patientParams, querystring: noQuery, response: { 200: activityStatisticResponse } } },
    async (request) => activityStatistic(db, patientOf(request)),
  );

  app.get(
    `${base}/health-report`,
    { config: { access: 'staff', audit: 'read:health-report' }, schema: { params: patientParams, querystring: noQuery, response: { 200: healthReportResponse } } },
    async (request) => healthReport(db, patientOf(request)),
  );

  app.get(
    `${base}/questionnaries/list`,
    { config: { access: 'staff', audit: 'read:questionnaires' }, schema: { params: patientParams, querystring: noQuery, response: { 200: questionnaireListResponse } } },
    async (request) => listQuestionnaires(db, patientOf(request)),
  );

  app.get(
    `${base}/calendar-entries/list`,
    { config: { access: 'staff', audit: 'read:calendar-entries' }, schema: { params: patientParams, querystring: calendarEntriesQuery, response: { 200: calendarEntriesResponse } } },
    async (request) => listPatientCalendar(db, patientOf(request), request.query),
  );

  app.get(
    `${base}/program`,
    { config: { access: 'staff', audit: 'read:program' }, schema: { params: patientParams, querystring: programQuery, response: { 200: programResponse } } },
    async (request) => getProgram(db, patientOf(request), sessionOf(request).userId, request.query),
  );

  app.put(
    `${base}/program`,
    { config: { access: 'staff', audit: 'write:program' }, schema: { params: patientParams, querystring: noQuery, body: programUpdateBody, response: { 200: programUpdate } } },
    async (request) => {
      const updated = await updateProgram(db, patientOf(request), sessionOf(request).userId, request.body);
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return updated;
    },
  );
};
