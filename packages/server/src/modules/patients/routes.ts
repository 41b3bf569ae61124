import { readerLanguage } from '../../reader-language';
import {
  activityStatisticResponse,
  auditQuery,
  auditResponse,
  calendarEntriesQuery,
  calendarEntriesResponse,
  emergencyAccess,
  emergencyAccessBody,
  endTreatmentBody,
  feedbackListSent,
  feedbackQuery,
  healthReportResponse,
  noQuery,
  patientStatisticCsvQuery,
  patientStatisticQuery,
  patientDetails as patientDetailsSchema,
  patientParams,
  programQuery,
  programResponse,
  programUpdate,
  programUpdateBody,
  questionnaireListResponse,
  patientPhysiosResponse,
  responsiblePhysioBody,
  treatmentPeriodsResponse,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceActivitiesChanged } from '../activities/announce';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { listOrganizationPhysios } from './care';
import { startEmergencyAccess } from './emergency-access';
import { guardPatientRecord, patientOf, reachOf } from './record';
import {
  activityStatistic,
  endTreatment,
  setResponsiblePhysio,
  getProgram,
  healthReport,
  listAudit,
  listFeedback,
  listPatientCalendar,
  listQuestionnaires,
  updateProgram,
} from './service';
import { statisticCsv, statisticFileName } from './statistics-csv';
import { listTreatmentPeriods, reopenTreatment } from './treatment-periods';
import { patientDetails } from './view';

/** Everything under /patients/list/{userId}: one patient's record, scoped and audited by the guard. */
export const patientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardPatientRecord(app, db);
  const base = '/patients/list/:userId';

  app.get(
    base,
    { config: { access: 'staff', audit: 'read:patient', record: 'administrative' }, schema: { params: patientParams, querystring: noQuery, response: { 200: patientDetailsSchema } } },
    async (request) => patientDetails(patientOf(request), reachOf(request)),
  );

  app.post(
    `${base}/end-treatment`,
    { config: { access: 'staff', audit: 'write:end-treatment', record: 'administrative' }, schema: { params: patientParams, querystring: noQuery, body: endTreatmentBody, response: { 200: patientDetailsSchema } } },
    async (request) => {
      const ended = await endTreatment(db, patientOf(request));
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return patientDetails(ended, reachOf(request));
    },
  );

  app.post(
    `${base}/reopen-treatment`,
    { config: { access: 'staff', audit: 'write:reopen-treatment', record: 'administrative' }, schema: { params: patientParams, querystring: noQuery, body: endTreatmentBody, response: { 200: patientDetailsSchema } } },
    async (request) => {
      const reopened = await reopenTreatment(db, patientOf(request), sessionOf(request).userId);
      await announceActivitiesChanged(db, app.realtime, request.log, request.params.userId);
      return patientDetails(reopened, reachOf(request));
    },
  );

  app.get(
    `${base}/treatment-periods`,
    {
      config: { access: 'staff', audit: 'read:treatment-periods', record: 'administrative' },
      schema: { params: patientParams, querystring: noQuery, response: { 200: treatmentPeriodsResponse } },
    },
    async (request) => listTreatmentPeriods(db, patientOf(request)),
  );

  app.put(
    `${base}/responsible-physio`,
    {
      config: { access: 'staff', audit: 'write:responsible-physio', record: 'administrative' },
      schema: { params: patientParams, querystring: noQuery, body: responsiblePhysioBody, response: { 200: patientDetailsSchema } },
    },
    async (request) => patientDetails(await setResponsiblePhysio(db, sessionOf(request), patientOf(request), request.body.physioId), reachOf(request)),
  );

  app.get(
    `${base}/physios`,
    { config: { access: 'staff', audit: 'read:patient-physios', record: 'administrative' }, schema: { params: patientParams, querystring: noQuery, response: { 200: patientPhysiosResponse } } },
    async (request) => listOrganizationPhysios(db, patientOf(request).organizationId),
  );

  app.post(
    `${base}/emergency-access`,
    {
      config: { access: 'admin', audit: 'write:emergency-access', record: 'administrative' },
      schema: { params: patientParams, querystring: noQuery, body: emergencyAccessBody, response: { 201: emergencyAccess } },
    },
    async (request, reply) => {
      const opened = await startEmergencyAccess(db, app.realtime, { id: sessionOf(request).userId }, patientOf(request), request.body.reason);
      return reply.code(201).send(opened);
    },
  );

  app.get(
    `${base}/audit`,
    { config: { access: 'staff', audit: 'read:audit', record: 'administrative' }, schema: { params: patientParams, querystring: auditQuery, response: { 200: auditResponse } } },
    async (request) => listAudit(db, patientOf(request), request.query.limit),
  );

  app.get(
    `${base}/feedback/list`,
    { config: { access: 'staff', audit: 'read:feedback' }, schema: { params: patientParams, querystring: feedbackQuery, response: { 200: feedbackListSent } } },
    async (request) => listFeedback(db, patientOf(request), request.query.limit, readerLanguage(request)),
  );

  app.get(
    `${base}/activity-statistic`,
    { config: { access: 'staff', audit: 'read:activity-statistic' }, schema: { params: patientParams, querystring: patientStatisticQuery, response: { 200: activityStatisticResponse } } },
    async (request) => activityStatistic(db, patientOf(request), request.query),
  );

  app.get(
    `${base}/health-report`,
    { config: { access: 'staff', audit: 'read:health-report' }, schema: { params: patientParams, querystring: patientStatisticQuery, response: { 200: healthReportResponse } } },
    async (request) => healthReport(db, patientOf(request), request.query),
  );

  app.get(
    `${base}/statistics.csv`,
    { config: { access: 'staff', audit: 'export:statistics' }, schema: { params: patientParams, querystring: patientStatisticCsvQuery } },
    async (request, reply) => {
      const { lang, ...period } = request.query;
      const patient = patientOf(request);
      const [activities, health] = await Promise.all([activityStatistic(db, patient, period), healthReport(db, patient, period)]);
      const input = { patient, period, activities, health, lang };
      // A byte order mark so spreadsheet programs read the file as UTF-8.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statisticFileName(input)}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${statisticCsv(input)}`);
    },
  );

  app.get(
    `${base}/questionnaries/list`,
    { config: { access: 'staff', audit: 'read:questionnaires' }, schema: { params: patientParams, querystring: noQuery, response: { 200: questionnaireListResponse } } },
    async (request) => listQuestionnaires(db, patientOf(request), readerLanguage(request)),
  );

  app.get(
    `${base}/calendar-entries/list`,
    { config: { access: 'staff', audit: 'read:calendar-entries' }, schema: { params: patientParams, querystring: calendarEntriesQuery, response: { 200: calendarEntriesResponse } } },
    async (request) => listPatientCalendar(db, patientOf(request), { ...request.query, language: readerLanguage(request) }),
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
