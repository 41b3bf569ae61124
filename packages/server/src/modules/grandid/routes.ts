import {
  accessTokenResponse,
  grandIdCallbackPath,
  grandIdPatientCallbackPath,
  grandIdSessionResponse,
  grandIdSignInBody,
  grandIdStatusResponse,
  noQuery,
  normalizePersonalNumber,
  type GrandIdAudience,
  type Role,
} from '@rehab/contract';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { grandIdSessions, patients, physioProfiles, users } from '../../db/schema';
import { badField, HttpError } from '../../errors';
import type { GrandIdClient } from './client';

/** How long a started BankID login may take before its session id is refused. */
export const grandIdSessionMinutes = 10;

type Account = { id: string; role: Role };

/** What differs between the portal's specialists and the app's patients: where GrandID sends the browser back, and whose account a personal number is. */
interface Audience {
  callbackPath: string;
  /** The account of this audience with this personal number (YYYYMMDD-NNNC), if any. */
  accountOf(db: Db, personalNumber: string): Promise<Account | undefined>;
  noAccount: string;
}

const audiences: Record<GrandIdAudience, Audience> = {
  specialists: {
    callbackPath: grandIdCallbackPath,
    async accountOf(db, personalNumber) {
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(physioProfiles)
        .innerJoin(users, eq(users.id, physioProfiles.userId))
        .where(and(eq(physioProfiles.bankId, personalNumber), isNull(users.deletedAt), ne(users.role, 'patient')))
        .limit(1);
      return user;
    },
    noAccount: 'No specialist account belongs to this person',
  },
  patients: {
    callbackPath: grandIdPatientCallbackPath,
    async accountOf(db, personalNumber) {
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(patients)
        .innerJoin(users, eq(users.id, patients.userId))
        .where(and(eq(patients.personalNumber, personalNumber), isNull(users.deletedAt), eq(users.role, 'patient')))
        .limit(1);
      return user;
    },
    noAccount: 'No patient account belongs to this person',
  },
};

/** BankID sign-in for specialists (the portal) and patients (the app) through GrandID; disabled (503) without a GrandID client. */
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

  /** Starts a BankID login whose browser comes back to the audience's client. */
  async function startLogin(audience: GrandIdAudience) {
    const started = await enabled().federatedLogin(`${portalUrl.replace(/\/$/, '')}${audiences[audience].callbackPath}`);
    await db.insert(grandIdSessions).values({ sessionId: started.sessionId, audience });
    // Logins older than a day can never sign in; they are dropped as new ones start.
    await db.delete(grandIdSessions).where(lt(grandIdSessions.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
    return started;
  }

  /**
   * Whose account a finished login is, checked through before anything is written: the login was started here for
   * this audience, is unused and within its lifetime, GrandID says who signed in, and that person has an account of
   * this audience. Only then is the login claimed, once, so a refused attempt leaves it as it was.
   */
  async function signIn(audience: GrandIdAudience, sessionId: string) {
    const client = enabled();
    const unknown = () => badField('sessionId', 'invalid', 'The BankID login is unknown or already used');
    // Any id we did not start for this audience is refused without asking GrandID.
    const [login] = await db
      .select({ createdAt: grandIdSessions.createdAt, usedAt: grandIdSessions.usedAt })
      .from(grandIdSessions)
      .where(and(eq(grandIdSessions.sessionId, sessionId), eq(grandIdSessions.audience, audience)));
    if (!login || login.usedAt) throw unknown();
    if (Date.now() - login.createdAt.getTime() > grandIdSessionMinutes * 60_000) {
      throw badField('sessionId', 'expired', 'The BankID login expired; start again');
    }
    const session = await client.getSession(sessionId);
    if (!session.ok) {
      if (/cancel/i.test(session.code)) throw badField('sessionId', 'cancelled', 'The BankID login was cancelled');
      throw badField('sessionId', 'expired', 'The BankID login was not completed or expired; start again');
    }
    const personalNumber = session.person.personalNumber.replace('-', '');
    if (!/^\d{12}$/.test(personalNumber)) throw new HttpError(502, 'The BankID service sent an unexpected answer');
    const account = await audiences[audience].accountOf(db, normalizePersonalNumber(personalNumber));
    if (!account) throw new HttpError(403, audiences[audience].noAccount);
    // Two tries at once with the same login: only the first claims it.
    const [claimed] = await db
      .update(grandIdSessions)
      .set({ usedAt: new Date() })
      .where(and(eq(grandIdSessions.sessionId, sessionId), isNull(grandIdSessions.usedAt)))
      .returning({ sessionId: grandIdSessions.sessionId });
    if (!claimed) throw unknown();
    return { access_token: await issueAccessToken(secret, account) };
  }

  for (const audience of Object.keys(audiences) as GrandIdAudience[]) {
    app.get(
      `/third-party/grand-id/session/${audience}`,
      { config: { access: 'public' }, schema: { querystring: noQuery, response: { 200: grandIdSessionResponse } } },
      async () => startLogin(audience),
    );
    app.post(
      `/third-party/grand-id/sign-in/${audience}`,
      { config: { access: 'public' }, schema: { querystring: noQuery, body: grandIdSignInBody, response: { 200: accessTokenResponse } } },
      async (request) => signIn(audience, request.body.sessionId),
    );
  }
};
