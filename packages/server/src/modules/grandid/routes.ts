import {
  accessTokenResponse,
  grandIdCallbackPath,
  grandIdSessionResponse,
  grandIdSignInBody,
  grandIdStatusResponse,
  noQuery,
  normalizePersonalNumber,
} from '@rehab/contract';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { grandIdSessions, physioProfiles, users } from '../../db/schema';
import { badField, HttpError } from '../../errors';
import type { GrandIdClient } from './client';

/** How long a started BankID login may take before its session id is refused. */
export const grandIdSessionMinutes = 10;

/** BankID sign-in for specialists through GrandID; disabled (503) without a GrandID client. */
export const grandIdRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: Uint8Array;
  grandId?: GrandIdClient;
  portalUrl: string;
}> = async (app, { db, secret, grandId, portalUrl }) => {
  const enabled = (): GrandIdClient => {
    if (!grandId) throw new HttpError(503, 'BankID sign-in is not available');
    return grandId;
  };

  app.get(
    '/third-party/grand-id/status',
    { config: { access: 'public' }, schema: { querystring: noQuery, response: { 200: grandIdStatusResponse } } },
    async () => ({ enabled: Boolean(grandId) }),
  );

  app.get(
    '/third-party/grand-id/session/specialists',
    { config: { access: 'public' }, schema: { querystring: noQuery, response: { 200: grandIdSessionResponse } } },
    async () => {
      const started = await enabled().federatedLogin(`${portalUrl.replace(/\/$/, '')}${grandIdCallbackPath}`);
      await db.insert(grandIdSessions).values({ sessionId: started.sessionId });
    // Logins older than a day can never sign in; they are dropped as new ones start.
    await db.delete(grandIdSessions).where(lt(grandIdSessions.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
      return started;
    },
  );

  app.post(
    '/third-party/grand-id/sign-in/specialists',
    { config: { access: 'public' }, schema: { querystring: noQuery, body: grandIdSignInBody, response: { 200: accessTokenResponse } } },
    async (request) => {
      const client = enabled();
      const { sessionId } = request.body;
      // Each login we started signs in once, within its lifetime; any other id is refused without asking GrandID.
      const [claimed] = await db
        .update(grandIdSessions)
        .set({ usedAt: new Date() })
        .where(and(eq(grandIdSessions.sessionId, sessionId), isNull(grandIdSessions.usedAt)))
        .returning({ createdAt: grandIdSessions.createdAt });
      if (!claimed) throw badField('sessionId', 'invalid', 'The BankID login is unknown or already used');
      if (Date.now() - claimed.createdAt.getTime() > grandIdSessionMinutes * 60_000) {
        throw badField('sessionId', 'expired', 'The BankID login expired; start again');
      }
      const session = await client.getSession(sessionId);
      if (!session.ok) {
        if (/cancel/i.test(session.code)) throw badField('sessionId', 'cancelled', 'The BankID login was cancelled');
        throw badField('sessionId', 'expired', 'The BankID login was not completed or expired; start again');
      }
      const personalNumber = session.person.personalNumber.replace('-', '');
      if (!/^\d{12}$/.test(personalNumber)) throw new HttpError(502, 'The BankID service sent an unexpected answer');
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(physioProfiles)
        .innerJoin(users, eq(users.id, physioProfiles.userId))
        .where(
          and(
            eq(physioProfiles.bankId, normalizePersonalNumber(personalNumber)),
            isNull(users.deletedAt),
            ne(users.role, 'patient'),
          ),
        )
        .limit(1);
      if (!user) throw new HttpError(403, 'No specialist account belongs to this person');
      return { access_token: await issueAccessToken(secret, user) };
    },
  );
};
