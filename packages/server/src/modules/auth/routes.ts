import {
  emptyBody,
  staffSignInResponse,
  requestOtpBody,
  requestOtpResponse,
  signInBody,
  signOutResponse,
  verifyOtpBody,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAccessToken, sessionOf } from '../../auth/plugin';
import { passwordGuard, type FailureCounts } from '../../auth/throttle';
import { endSession, startSession, userAgentOf } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { unauthorized } from '../../errors';
import type { Role } from '@rehab/contract';
import type { Mailer } from '../../mail/mailer';
import { stepOf } from '../second-factor/service';
import { requestSignInCode, signInWithPassword, verifyOneTimeCode } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; secret: Uint8Array; mailer: Mailer; failures: FailureCounts }> = async (
  app,
  { db, secret, mailer, failures },
) => {
  const passwords = passwordGuard(failures, 'portal');

  /** A password or a mailed code is one factor: the answer says what the session must still do before patient data. */
  async function firstFactorSignIn(user: { id: string; role: Role }, userAgent: string | null) {
    const accessToken = await startSession(db, secret, user, { userAgent });
    const session = await checkAccessToken(db, secret, accessToken);
    if (!session) throw unauthorized();
    return { access_token: accessToken, secondFactor: await stepOf(db, session) };
  }

  app.post('/users/sign-in', { config: { access: 'public' }, schema: { body: signInBody, response: { 200: staffSignInResponse } } }, async (request) => {
    const email = request.body.email.toLowerCase();
    const user = await passwords.signIn(email, request.ip, () => signInWithPassword(db, email, request.body.password));
    return firstFactorSignIn(user, userAgentOf(request));
  });

  app.post(
    '/users/sign-out',
    { config: { access: 'signedIn', beforeSecondFactor: 'always' }, schema: { body: emptyBody, response: { 200: signOutResponse } } },
    async (request) => {
      await endSession(db, sessionOf(request));
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
    { config: { access: 'public' }, schema: { body: verifyOtpBody, response: { 200: staffSignInResponse } } },
    async (request) => firstFactorSignIn(await verifyOneTimeCode(db, { ...request.body, secret }), userAgentOf(request)),
  );
};
