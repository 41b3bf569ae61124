import { noQuery, pushKeyResponse, pushSubscriptionBody, pushSubscriptionRemoval, reminderSettings as reminderSettingsSchema } from '@rehab/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { pushSubscriptions, reminderSettings } from '../../db/schema';
import { settingsOf } from './due';

/** The patient's own reminder choices and the devices that take their pushes (docs/rules/reminders.md). */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Db; vapidPublicKey: string }> = async (app, { db, vapidPublicKey }) => {
  app.get(
    '/patient-app/reminders',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: reminderSettingsSchema } } },
    async (request) => settingsOf(db, sessionOf(request).userId),
  );

  app.put(
    '/patient-app/reminders',
    { config: { access: 'patient' }, schema: { querystring: noQuery, body: reminderSettingsSchema, response: { 200: reminderSettingsSchema } } },
    async (request) => {
      const patientId = sessionOf(request).userId;
      const values = { ...request.body, updatedAt: new Date() };
      await db.insert(reminderSettings).values({ patientId, ...values }).onConflictDoUpdate({ target: reminderSettings.patientId, set: values });
      return settingsOf(db, patientId);
    },
  );

  app.get('/patient-app/push-key', { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: pushKeyResponse } } }, async () => ({
    publicKey: vapidPublicKey,
  }));

  // One device, one row: a device that subscribes again, or for another patient who signed in on it, takes it over.
  app.post(
    '/patient-app/push-subscriptions',
    { config: { access: 'patient' }, schema: { querystring: noQuery, body: pushSubscriptionBody } },
    async (request, reply) => {
      const patientId = sessionOf(request).userId;
      const { endpoint, keys } = request.body;
      const values = { patientId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
      await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/patient-app/push-subscriptions',
    { config: { access: 'patient' }, schema: { querystring: noQuery, body: pushSubscriptionRemoval } },
    async (request, reply) => {
      const patientId = sessionOf(request).userId;
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.patientId, patientId), eq(pushSubscriptions.endpoint, request.body.endpoint)));
      return reply.code(204).send();
    },
  );
};
