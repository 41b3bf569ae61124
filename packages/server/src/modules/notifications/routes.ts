import { noQuery, notificationListResponse, notificationsQuery, notificationsReadBody, notificationsReadResponse } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { auditAccess } from '../patients/record';
import { listNotifications, markNotificationsRead, patientsNamed } from './service';

/** The signed-in user's own notifications. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {

  app.get('/specialists/notifications/all', { config: { access: 'staff' }, schema: { querystring: notificationsQuery, response: { 200: notificationListResponse } } }, async (request) => {
    const page = await listNotifications(db, sessionOf(request), request.query);
    // A notification names its patient and what they did (feedback, a message): one access-log row per patient shown.
    await auditAccess(db, request, patientsNamed(page.items), 'read:notifications');
    return page;
  });

  app.post('/specialists/notifications/read', { config: { access: 'staff' }, schema: { querystring: noQuery, body: notificationsReadBody, response: { 200: notificationsReadResponse } } }, async (request) => ({
    read: await markNotificationsRead(db, sessionOf(request).userId, request.body?.ids),
  }));
};
