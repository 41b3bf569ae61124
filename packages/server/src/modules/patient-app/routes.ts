import { accessTokenResponse, patientExercisesResponse, patientFeedbackBody, patientFeedbackResponse, signInBody } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { issueAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime/hub';
import { shareFeedback } from '../chats/service';
import { currentExercises, signInPatient } from './service';

/** The patient app's own calls; the chat calls are shared with the portal. */
export const patientAppRoutes: FastifyPluginAsyncZod<{ db: Db; secret: Uint8Array; realtime: Realtime }> = async (app, { db, secret, realtime }) => {
  app.post('/patient-app/sign-in', { schema: { body: signInBody, response: { 200: accessTokenResponse } } }, async (request) => {
    const user = await signInPatient(db, request.body.email, request.body.password);
    return { access_token: await issueAccessToken(secret, user) };
  });

  app.get('/patient-app/exercises', { onRequest: app.authenticate, schema: { response: { 200: patientExercisesResponse } } }, async (request) =>
    currentExercises(db, sessionOf(request)),
  );

  app.post(
    '/patient-app/feedback',
    { onRequest: app.authenticate, schema: { body: patientFeedbackBody, response: { 201: patientFeedbackResponse } } },
    async (request, reply) => reply.code(201).send(await shareFeedback(db, { realtime }, sessionOf(request), request.body)),
  );
};
