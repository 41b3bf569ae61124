import {
  noQuery,
  logReview,
  logReviewCreateBody,
  logReviewListQuery,
  logReviewListResponse,
  logReviewParams,
  logReviewReportQuery,
  logReviewSaveBody,
  organizationParams,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/log';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { findManagedOrganization } from '../patients/scope';
import { logReviewFileName, logReviewPdf } from './log-review-report';
import { drawLogReview, getLogReview, listLogReviews, saveLogReview } from './log-reviews';
import { auditReader } from './routes';

/**
 * The log review (loggkontroll): an organization's admins draw and save it; the system admin, who manages
 * organizations, may read the saved reviews with patients as ids only. The organization is checked on arrival.
 */
export const logReviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  checkScopeOnArrival(app, db, 'organization', ['id'], (session, id) => findManagedOrganization(db, session, id));

  app.get(
    '/organizations/:id/log-reviews',
    {
      config: { access: 'admin' },
      schema: { params: organizationParams, querystring: logReviewListQuery, response: { 200: logReviewListResponse } },
    },
    async (request) => ({ items: await listLogReviews(db, request.params.id, request.query.limit) }),
  );

  app.post(
    '/organizations/:id/log-reviews',
    {
      config: { access: 'orgAdmin' },
      schema: { params: organizationParams, querystring: noQuery, body: logReviewCreateBody, response: { 201: logReview } },
    },
    async (request, reply) => {
      const id = await drawLogReview(db, request.params.id, sessionOf(request).userId, request.body);
      await writeAudit(db, request, { action: 'write:log-review', organizationId: request.params.id });
      return reply.code(201).send(await getLogReview(db, request.params.id, id, auditReader(request)));
    },
  );

  app.get(
    '/organizations/:id/log-reviews/:reviewId',
    { config: { access: 'admin' }, schema: { params: logReviewParams, querystring: noQuery, response: { 200: logReview } } },
    async (request) => {
      const review = await getLogReview(db, request.params.id, request.params.reviewId, auditReader(request));
      await writeAudit(db, request, { action: 'read:log-review', organizationId: request.params.id });
      return review;
    },
  );

  app.put(
    '/organizations/:id/log-reviews/:reviewId',
    {
      config: { access: 'orgAdmin' },
      schema: { params: logReviewParams, querystring: noQuery, body: logReviewSaveBody, response: { 200: logReview } },
    },
    async (request) => {
      await saveLogReview(db, request.params.id, request.params.reviewId, sessionOf(request).userId, request.body);
      await writeAudit(db, request, { action: 'write:log-review', organizationId: request.params.id });
      return getLogReview(db, request.params.id, request.params.reviewId, auditReader(request));
    },
  );

  app.get(
    '/organizations/:id/log-reviews/:reviewId/report.pdf',
    { config: { access: 'admin' }, schema: { params: logReviewParams, querystring: logReviewReportQuery } },
    async (request, reply) => {
      const organization = await findManagedOrganization(db, sessionOf(request), request.params.id);
      const review = await getLogReview(db, organization.id, request.params.reviewId, auditReader(request));
      await writeAudit(db, request, { action: 'read:log-review-report', organizationId: organization.id });
      const { lang } = request.query;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${logReviewFileName(review, lang)}.pdf"`)
        .header('cache-control', 'no-store')
        .send(logReviewPdf({ review, organization: organization.title, lang }));
    },
  );
};
