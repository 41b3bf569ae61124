import {
  accessTokenResponse,
  grandIdCallbackPath,
  grandIdPatientCallbackPath,
  grandIdPatientLinkCallbackPath,
  grandIdSessionResponse,
  grandIdSignInBody,
  grandIdStatusResponse,
  noQuery,
  normalizePersonalNumber,
  patientProfile as patientProfileResponse,
  type GrandIdAudience,
  type GrandIdSignInBody,
  type Role,
} from '@rehab/contract';
import { and, eq, exists, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/log';
import { sessionOf } from '../../auth/plugin';
import { startSession, userAgentOf } from '../../auth/sessions';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { grandIdSessions, patients, physioProfiles, users } from '../../db/schema';
import { badField, conflict, HttpError, notFound } from '../../errors';
import { patientProfile } from '../patient-app/profile';
import type { GrandIdClient } from './client';

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

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

/**
 * BankID through GrandID: sign-in for specialists (the portal) and patients (the app), and a patient linking their
 * BankID from the profile; disabled (503) without a GrandID client.
 */
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

  /** Starts a BankID login whose browser comes back to `callbackPath`; `linkUserId` when a signed-in patient links BankID. */
  async function startLogin(audience: GrandIdAudience, callbackPath: string, linkUserId: string | null = null) {
    // The state goes only into the callback, never into the answer: only the browser GrandID sends back has it.
    const state = randomBytes(32).toString('base64url');
    const started = await enabled().federatedLogin(`${portalUrl.replace(/\/$/, '')}${callbackPath}/${state}`);
    await db.insert(grandIdSessions).values({ sessionId: started.sessionId, audience, linkUserId, stateHash: hashOf(state) });
    // Logins older than a day can never be used; they are dropped as new ones start.
    await db.delete(grandIdSessions).where(lt(grandIdSessions.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
    return started;
  }

  const unknownLogin = () => badField('sessionId', 'invalid', 'The BankID login is unknown or already used');

  /**
   * Who finished a login (YYYYMMDD-NNNC), checked through before anything is written: the login was started here for
   * this audience and purpose (signing in, or linking by this patient), comes with the state its callback carried, is
   * unused and within its lifetime, and GrandID says who signed in. Claiming it is left to the caller, once its own
   * checks have passed.
   */
  async function personOf(audience: GrandIdAudience, { sessionId, state }: GrandIdSignInBody, linkUserId: string | null) {
    const client = enabled();
    // Any id we did not start for this audience and purpose is refused without asking GrandID.
    const [login] = await db
      .select({ createdAt: grandIdSessions.createdAt, usedAt: grandIdSessions.usedAt })
      .from(grandIdSessions)
      .where(
        and(
          eq(grandIdSessions.sessionId, sessionId),
          eq(grandIdSessions.stateHash, hashOf(state)),
          eq(grandIdSessions.audience, audience),
          linkUserId ? eq(grandIdSessions.linkUserId, linkUserId) : isNull(grandIdSessions.linkUserId),
        ),
      );
    if (!login || login.usedAt) throw unknownLogin();
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
    return normalizePersonalNumber(personalNumber);
  }

  /** Marks the login used; of two tries at once with the same login, only the first claims it. */
  async function claim(tx: Pick<Db, 'update'>, sessionId: string) {
    const [claimed] = await tx
      .update(grandIdSessions)
      .set({ usedAt: new Date() })
      .where(and(eq(grandIdSessions.sessionId, sessionId), isNull(grandIdSessions.usedAt)))
      .returning({ sessionId: grandIdSessions.sessionId });
    if (!claimed) throw unknownLogin();
  }

  /** Signs in the account of this audience whose person finished the login; a refused attempt leaves the login as it was. */
  async function signIn(audience: GrandIdAudience, login: GrandIdSignInBody, userAgent: string | null) {
    const account = await audiences[audience].accountOf(db, await personOf(audience, login, null));
    if (!account) throw new HttpError(403, audiences[audience].noAccount);
    await claim(db, login.sessionId);
    // BankID is strong authentication on its own: the session needs no second factor.
    return { access_token: await startSession(db, secret, account, { strong: true, userAgent }) };
  }

  /** Saves the person who finished the patient's linking login as the one whose BankID signs them in. */
  async function linkPatient(session: Session, login: GrandIdSignInBody) {
    await patientProfile(db, session);
    const personalNumber = await personOf('patients', login, session.userId);
    const [taken] = await db
      .select({ userId: patients.userId })
      .from(patients)
      .where(and(eq(patients.personalNumber, personalNumber), ne(patients.userId, session.userId)))
      .limit(1);
    if (taken) throw conflict('personalNumber', 'Another patient has linked this BankID');
    await db.transaction(async (tx) => {
      await claim(tx, login.sessionId);
      // Only while the account is open: one closed meanwhile keeps no number, and the claim is rolled back.
      const [linked] = await tx
        .update(patients)
        .set({ personalNumber })
        .where(and(eq(patients.userId, session.userId), exists(tx.select().from(users).where(and(eq(users.id, session.userId), isNull(users.deletedAt))))))
        .returning({ userId: patients.userId });
      if (!linked) throw notFound('Patient not found');
    });
    return patientProfile(db, session);
  }

  for (const audience of Object.keys(audiences) as GrandIdAudience[]) {
    app.get(
      `/third-party/grand-id/session/${audience}`,
      { config: { access: 'public' }, schema: { querystring: noQuery, response: { 200: grandIdSessionResponse } } },
      async () => startLogin(audience, audiences[audience].callbackPath),
    );
    app.post(
      `/third-party/grand-id/sign-in/${audience}`,
      { config: { access: 'public' }, schema: { querystring: noQuery, body: grandIdSignInBody, response: { 200: accessTokenResponse } } },
      async (request) => signIn(audience, request.body, userAgentOf(request)),
    );
  }

  /**
   * A linking login another patient started, presented by this one (its id stolen, or relayed): refused as an unknown
   * one, and the attempt is in the access log under the patient who started it.
   */
  async function auditForeignLink(request: FastifyRequest, session: Session, { sessionId }: GrandIdSignInBody) {
    const [login] = await db
      .select({ linkUserId: grandIdSessions.linkUserId })
      .from(grandIdSessions)
      .where(and(eq(grandIdSessions.sessionId, sessionId), isNotNull(grandIdSessions.linkUserId), ne(grandIdSessions.linkUserId, session.userId)));
    if (login?.linkUserId) await writeAudit(db, request, { action: 'denied:bankid-link', outcome: 'denied', patientIds: [login.linkUserId] });
  }

  app.get(
    '/patient-app/bankid/session',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: grandIdSessionResponse } } },
    async (request) => {
      const session = sessionOf(request);
      await patientProfile(db, session);
      return startLogin('patients', grandIdPatientLinkCallbackPath, session.userId);
    },
  );
  app.post(
    '/patient-app/bankid',
    { config: { access: 'patient' }, schema: { querystring: noQuery, body: grandIdSignInBody, response: { 200: patientProfileResponse } } },
    async (request) => {
      const session = sessionOf(request);
      try {
        return await linkPatient(session, request.body);
      } catch (error) {
        await auditForeignLink(request, session, request.body);
        throw error;
      }
    },
  );
  app.delete(
    '/patient-app/bankid',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientProfileResponse } } },
    async (request) => {
      const session = sessionOf(request);
      await patientProfile(db, session);
      await db.update(patients).set({ personalNumber: null }).where(eq(patients.userId, session.userId));
      return patientProfile(db, session);
    },
  );
};
