import {
  accessTokenResponse,
  emptyBody,
  requestOtpBody,
  requestOtpResponse,
  signInBody,
  signOutResponse,
  verifyOtpBody,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { passwordGuard, type FailureCounts } from '../../auth/throttle';
import { issueAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { requestSignInCode, revokeSession, signInWithPassword, verifyOneTimeCode } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; secret: Uint8Array; mailer: Mailer; failures: FailureCounts }> = async (
  app,
  { db, secret, mailer, failures },
) => {
  const passwords = passwordGuard(failures, 'portal');

  app.post('/users/sign-in', { config: { access: 'public' }, schema: { body: signInBody, response: { 200: accessTokenResponse } } }, async (request) => {
    const email = request.body.email.toLowerCase();
    const user = await passwords.signIn(email, request.ip, () => signInWithPassword(db, email, request.body.password));
    return { access_token: await issueAccessToken(secret, user) };
  });

  app.post(
    '/users/sign-out',
    { config: { access: 'signedIn' }, schema: { body: emptyBody, response: { 200: signOutResponse } } },
    async (request) => {
      await revokeSession(db, sessionOf(request));
      app.realtime.endSession(sessionOf(request).jti);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/specialists/request-otp',
    { config: { access: 'public' }, schema: { body: requestOtpBody, response: { 200: requestOtpResponse } } },
    async (request) => {
      await requestSignInCode(db, {
        email: request.body.email,
        ip: request.ip,
        secret,
        mailer,
        onMailError: (error) => request.log.error({ err: error }, 'sign-in code mail failed'),
      });
      return { message: 'If the email belongs to an account, a code is on its way' };
    },
  );

  app.post(
    '/specialists/verify-otp',
    { config: { access: 'public' }, schema: { body: verifyOtpBody, response: { 200: accessTokenResponse } } },
    async (request) => {
      const user = await verifyOneTimeCode(db, { ...request.body, secret });
      return { access_token: await issueAccessToken(secret, user) };
    },
  );
};
