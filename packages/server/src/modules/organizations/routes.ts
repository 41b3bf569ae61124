import {
  assignPhysioBody,
  noQuery,
  organization,
  organizationAuditCsvQuery,
  organizationAuditQuery,
  organizationAuditResponse,
  organizationCreateBody,
  organizationListResponse,
  organizationParams,
  organizationPhysio,
  organizationPhysioParams,
  organizationPhysiosQuery,
  organizationPhysiosResponse,
  organizationStatistics,
  organizationUpdateBody,
  reportQuery,
  statisticsQuery,
  emergencyAccessListQuery,
  emergencyAccessListResponse,
  caseloadMoved,
  moveCaseloadBody,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../audit/log';
import { auditCsvFileName, organizationAudit, organizationAuditCsv, type AuditReader } from './audit';
import { listEmergencyAccesses } from '../patients/emergency-access';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { findManagedOrganization } from '../patients/scope';
import { caseloadAnswer, moveCaseload } from './caseload';
import { reportCsv, reportFileName, reportPdf, type ReportInput } from './report';
import {
  assignPhysio,
  createOrganization,
  getOrganization,
  listOrganizationPhysios,
  listOrganizations,
  unassignPhysio,
  updateOrganization,
} from './service';
import { organizationStatistics as computeStatistics } from './statistics';

/** The system admin manages organizations and reads no patient data: in the access log a patient is an id to them. */
export const auditReader = (request: FastifyRequest): AuditReader => ({ seesPatients: sessionOf(request).role !== 'system_admin' });

/** Organizations, their statistics, report and physios; who may do what is decided in patients/scope.ts. */
export const organizationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The organization is checked as the request arrives, before its body is read.
  checkScopeOnArrival(app, db, 'organization', ['id'], (session, id) => findManagedOrganization(db, session, id));

  const statisticsOf = async (session: Session, id: string, query: { from?: string; to?: string }) => {
    const found = await findManagedOrganization(db, session, id);
    return { found, statistics: await computeStatistics(db, found.id, found.licenses, query) };
  };

  app.get(
    '/organizations',
    { config: { access: 'admin' }, schema: { querystring: noQuery, response: { 200: organizationListResponse } } },
    async (request) => {
      return listOrganizations(db, sessionOf(request));
    },
  );

  app.post(
    '/organizations',
    { config: { access: 'systemAdmin' },
      schema: { querystring: noQuery, body: organizationCreateBody, response: { 201: organization } },
    },
    async (request, reply) => reply.code(201).send(await createOrganization(db, sessionOf(request), request.body)),
  );

  app.get(
    '/organizations/:id',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: noQuery, response: { 200: organization } } },
    async (request) => getOrganization(db, sessionOf(request), request.params.id),
  );

  app.patch(
    '/organizations/:id',
    { config: { access: 'admin' },
      schema: { params: organizationParams, querystring: noQuery, body: organizationUpdateBody, response: { 200: organization } },
    },
    async (request) => updateOrganization(db, sessionOf(request), request.params.id, request.body),
  );

  app.get(
    '/organizations/:id/statistics',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: statisticsQuery, response: { 200: organizationStatistics } } },
    async (request) => {
      const { statistics } = await statisticsOf(sessionOf(request), request.params.id, request.query);
      return statistics;
    },
  );

  // The report as a file, in either format. It counts patients but names none: one audit row for the organization.
  const reportFiles = [
    { extension: 'pdf', type: 'application/pdf', body: reportPdf },
    // A byte order mark so spreadsheet programs read the file as UTF-8.
    { extension: 'csv', type: 'text/csv; charset=utf-8', body: (input: ReportInput) => `\uFEFF${reportCsv(input)}` },
  ];
  for (const file of reportFiles) {
    app.get(
      `/organizations/:id/report.${file.extension}`,
      { config: { access: 'admin' }, schema: { params: organizationParams, querystring: reportQuery } },
      async (request, reply) => {
        const { found, statistics } = await statisticsOf(sessionOf(request), request.params.id, request.query);
        await writeAudit(db, request, { action: 'read:report', organizationId: found.id });
        const input = { organization: { ...found, hash: found.orgNumber }, statistics, lang: request.query.lang };
        return reply
          .type(file.type)
          .header('content-disposition', `attachment; filename="${reportFileName(input)}.${file.extension}"`)
          .header('cache-control', 'no-store')
          .send(file.body(input));
      },
    );
  }

  // The access log an organization's admin reviews (Patientdatalagen); the organization is checked on arrival.
  app.get(
    '/organizations/:id/audit',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: organizationAuditQuery, response: { 200: organizationAuditResponse } } },
    async (request) => organizationAudit(db, request.params.id, request.query, auditReader(request)),
  );

  // Emergency accesses to the organization's records, for the log review's follow-up.
  app.get(
    '/organizations/:id/emergency-accesses',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: emergencyAccessListQuery, response: { 200: emergencyAccessListResponse } } },
    async (request) => {
      const items = await listEmergencyAccesses(db, request.params.id, request.query.limit, auditReader(request));
      const patientIds = items.flatMap((item) => (item.patient ? [item.patient.id] : []));
      await writeAudit(db, request, { action: 'read:emergency-accesses', organizationId: request.params.id, ...(patientIds.length > 0 && { patientIds }) });
      return { items };
    },
  );

  app.get(
    '/organizations/:id/audit.csv',
    { config: { access: 'admin' }, schema: { params: organizationParams, querystring: organizationAuditCsvQuery } },
    async (request, reply) => {
      const found = await findManagedOrganization(db, sessionOf(request), request.params.id);
      await writeAudit(db, request, { action: 'read:audit-log', organizationId: found.id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFileName(found.code, request.query.lang)}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${await organizationAuditCsv(db, found.id, request.query, auditReader(request))}`);
    },
  );

  app.get(
    '/organizations/:id/physios',
    { config: { access: 'admin' },
      schema: { params: organizationParams, querystring: organizationPhysiosQuery, response: { 200: organizationPhysiosResponse } },
    },
    async (request) => listOrganizationPhysios(db, sessionOf(request), request.params.id, request.query),
  );

  app.post(
    '/organizations/:id/physios',
    { config: { access: 'admin' },
      schema: {
        params: organizationParams,
        querystring: noQuery,
        body: assignPhysioBody,
        response: { 201: organizationPhysio },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await assignPhysio(db, sessionOf(request), request.params.id, request.body.physioId)),
  );

  app.delete(
    '/organizations/:id/physios/:physioId',
    { config: { access: 'admin' }, schema: { params: organizationPhysioParams, querystring: noQuery, response: { 200: organizationPhysio } } },
    async (request) => unassignPhysio(db, sessionOf(request), request.params.id, request.params.physioId),
  );

  app.post(
    '/organizations/:id/physios/:physioId/caseload',
    {
      config: { access: 'admin' },
      schema: { params: organizationPhysioParams, querystring: noQuery, body: moveCaseloadBody, response: { 200: caseloadMoved } },
    },
    async (request) => {
      const { id, physioId } = request.params;
      const moved = await moveCaseload(db, sessionOf(request), id, physioId, request.body.toPhysioId);
      // Each moved patient's log shows who changed their responsible physio.
      if (moved.length > 0) await writeAudit(db, request, { action: 'write:caseload', patientIds: moved });
      return caseloadAnswer(moved);
    },
  );
};
