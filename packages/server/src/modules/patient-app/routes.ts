import { accessTokenResponse, noQuery, patientJoinBody, patientExercisesResponse, patientFeedbackBody, patientFeedbackResponse, signInBody } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { failureThrottle } from '../../auth/throttle';
import { issueAccessToken } from '../../auth/tokens';
import { HttpError } from '../../errors';
import { passwordRules } from '../auth/routes';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime/hub';
import { shareFeedback } from '../chats/service';
import { currentExercises, joinWithCompanyCode, signInPatient } from './service';

/** The patient app's own calls; the chat calls are shared with the portal. */
export const patientAppRoutes: FastifyPluginAsyncZod<{ db: Db; secret: Uint8Array; realtime: Realtime }> = async (app, { db, secret, realtime }) => {
  // Password guessing is slowed down as on the portal's sign-in.
  const byEmail = failureThrottle({ limit: passwordRules.perEmail, windowMs: passwordRules.windowMs });
  const byIp = failureThrottle({ limit: passwordRules.perIp, windowMs: passwordRules.windowMs });

  app.post('/patient-app/sign-in', { schema: { querystring: noQuery, body: signInBody, response: { 200: accessTokenResponse } } }, async (request) => {
    const email = request.body.email.toLowerCase();
    if (byEmail.blocked(email) || byIp.blocked(request.ip)) throw new HttpError(429, 'Too many requests, try again later');
    try {
      const user = await signInPatient(db, email, request.body.password);
      byEmail.reset(email);
      return { access_token: await issueAccessToken(secret, user) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) {
        byEmail.fail(email);
        byIp.fail(request.ip);
      }
      throw error;
    }
  });

  app.post('/patient-app/join', { schema: { querystring: noQuery, body: patientJoinBody, response: { 201: accessTokenResponse } } }, async (request, reply) => {
    // Joining is throttled per address like sign-in, so codes cannot be guessed quickly.
    if (byIp.blocked(request.ip)) throw new HttpError(429, 'Too many requests, try again later');
    try {
      const user = await joinWithCompanyCode(db, request.body);
      return reply.code(201).send({ access_token: await issueAccessToken(secret, user) });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) byIp.fail(request.ip);
      throw error;
    }
  });

  app.get('/patient-app/exercises', { onRequest: app.authenticate, schema: { querystring: noQuery, response: { 200: patientExercisesResponse } } }, async (request) =>
    currentExercises(db, sessionOf(request)),
  );

  app.post(
    '/patient-app/feedback',
    { onRequest: app.authenticate, schema: { querystring: noQuery, body: patientFeedbackBody, response: { 201: patientFeedbackResponse } } },
    async (request, reply) => reply.code(201).send(await shareFeedback(db, { realtime }, sessionOf(request), request.body)),
  );
};
