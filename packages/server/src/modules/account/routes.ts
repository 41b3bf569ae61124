import {
  accountCodeResponse,
  emptyBody,
  grandIdProofCallbackPath,
  grandIdSessionResponse,
  noQuery,
  passwordChangeBody,
  passwordChangeResponse,
  sessionEndedResponse,
  sessionListResponse,
  sessionParams,
  staffPasswordCodeBody,
  staffPasswordCodeResponse,
  staffPasswordResetBody,
  staffPasswordResetResponse,
} from '@rehab/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import { sessionOf } from '../../auth/plugin';
import { activeSessions, endOtherSessions, endSession } from '../../auth/sessions';
import { codeAttempts, passwordGuard, type FailureCounts } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { badField, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { Realtime } from '../../realtime/hub';
import type { GrandIdClient } from '../grandid/client';
import { startGrandIdLogin } from '../grandid/logins';
import { deviceOf } from './device';
import {
  accountOf,
  confirmIdentity,
  passwordChangedMail,
  personalNumberOf,
  requestAccountCode,
  requestStaffPasswordCode,
  resetPasswordWithCode,
  staffRoles,
} from './service';

/**
 * Staff's own sign-in: a changed or forgotten password, the confirmation code or BankID login that proves it is
 * them, and the sessions they are signed in with.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: Uint8Array;
  mailer: Mailer;
  failures: FailureCounts;
  realtime: Realtime;
  grandId?: GrandIdClient;
  portalUrl: string;
}> = async (app, { db, secret, mailer, failures, realtime, grandId, portalUrl }) => {
  // Wrong passwords and codes here count with the portal's sign-in: a borrowed session guesses no faster.
  const passwords = passwordGuard(failures, 'portal');
  const throttledByIp = codeAttempts(passwords.byIp);

  app.post(
    '/specialists/account/code',
    { config: { access: 'staff' }, schema: { querystring: noQuery, body: emptyBody, response: { 202: accountCodeResponse } } },
    async (request, reply) => {
      await requestAccountCode(db, sessionOf(request).userId, {
        ip: request.ip,
        secret,
        mailer,
        onMailError: (error) => request.log.error({ err: error }, 'confirmation code mail failed'),
      });
      return reply.code(202).send({ message: 'A code is on its way to your address' });
    },
  );

  app.get(
    '/specialists/account/bankid/session',
    { config: { access: 'staff' }, schema: { querystring: noQuery, response: { 200: grandIdSessionResponse } } },
    async (request) => {
      const { userId } = sessionOf(request);
      // BankID proves only the personal number already on the account; without one it proves nothing.
      if (!(await personalNumberOf(db, userId))) throw badField('bankId', 'required', 'Your account has no personal number to confirm with BankID');
      return startGrandIdLogin(db, grandId, { portalUrl, audience: 'specialists', callbackPath: grandIdProofCallbackPath, linkUserId: userId });
    },
  );

  app.put(
    '/specialists/password',
    { config: { access: 'staff' }, schema: { querystring: noQuery, body: passwordChangeBody, response: { 200: passwordChangeResponse } } },
    async (request) => {
      const session = sessionOf(request);
      const { newPassword, ...proof } = request.body;
      const user = await accountOf(db, session.userId);
      // Every check before anything is written: the new password's rule, then the proof that it is the person.
      refuseCommonPassword(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await confirmIdentity(db, user, proof, {
        secret,
        grandId,
        checkPassword: (check) => passwords.signIn(user.email, request.ip, check),
        checkCode: (check) => throttledByIp(request.ip, check),
      });
      const ended = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        return endOtherSessions(tx, session);
      });
      for (const jti of ended) realtime.endSession(jti);
      mailer.send(passwordChangedMail(user)).catch((error: unknown) => request.log.error({ err: error }, 'password change mail failed'));
      return { message: 'Password changed; your other sessions have ended' };
    },
  );

  app.post(
    '/specialists/password/request-code',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: staffPasswordCodeBody, response: { 202: staffPasswordCodeResponse } } },
    async (request, reply) => {
      await requestStaffPasswordCode(db, request.body.email, {
        ip: request.ip,
        secret,
        mailer,
        onMailError: (error) => request.log.error({ err: error }, 'password reset code mail failed'),
      });
      return reply.code(202).send({ message: 'If the address has an account, a code is on its way' });
    },
  );

  app.post(
    '/specialists/password/reset',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: staffPasswordResetBody, response: { 200: staffPasswordResetResponse } } },
    async (request) => {
      const { user, ended } = await throttledByIp(request.ip, () =>
        resetPasswordWithCode(db, { ...request.body, secret, purpose: 'staff-password-reset', roles: staffRoles }),
      );
      for (const jti of ended) realtime.endSession(jti);
      // Sockets of sessions from before sessions were kept close too.
      realtime.endUser(user.id);
      return { message: 'Password changed; sign in with the new one' };
    },
  );

  app.get(
    '/specialists/sessions',
    { config: { access: 'staff' }, schema: { querystring: noQuery, response: { 200: sessionListResponse } } },
    async (request) => {
      const session = sessionOf(request);
      const rows = await activeSessions(db, session.userId);
      return {
        items: rows.map((row) => ({
          id: row.jti,
          ...deviceOf(row.userAgent),
          signedInAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.jti === session.jti,
        })),
      };
    },
  );

  app.delete(
    '/specialists/sessions/:id',
    { config: { access: 'staff' }, schema: { params: sessionParams, querystring: noQuery, response: { 200: sessionEndedResponse } } },
    async (request) => {
      const { userId } = sessionOf(request);
      // Someone else's session is the same 404 as one that does not exist.
      const [row] = await db
        .select({ jti: sessions.jti, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.jti, request.params.id), eq(sessions.userId, userId)));
      if (!row) throw notFound('Session not found');
      await endSession(db, row);
      realtime.endSession(row.jti);
      return { message: 'Session ended' };
    },
  );
};
