import {
  accessTokenResponse,
  grandIdCallbackPath,
  grandIdPatientCallbackPath,
  grandIdPatientLinkCallbackPath,
  grandIdSessionResponse,
  grandIdSignInBody,
  grandIdStatusResponse,
  noQuery,
  patientProfile as patientProfileResponse,
  type GrandIdAudience,
  type GrandIdSignInBody,
  type Role,
} from '@rehab/contract';
import { and, eq, exists, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/log';
import { sessionOf } from '../../auth/plugin';
import { startSession, userAgentOf } from '../../auth/sessions';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { grandIdSessions, patients, physioProfiles, users } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { patientProfile } from '../patient-app/profile';
import type { GrandIdClient } from './client';
import { claimLogin, personOfLogin, startGrandIdLogin } from './logins';

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
  app.get(
    '/third-party/grand-id/status',
    { config: { access: 'public' }, schema: { querystring: noQuery, response: { 200: grandIdStatusResponse } } },
    async () => ({ enabled: Boolean(grandId) }),
  );

  const startLogin = (audience: GrandIdAudience, callbackPath: string, linkUserId: string | null = null) =>
    startGrandIdLogin(db, grandId, { portalUrl, audience, callbackPath, linkUserId });
  const personOf = (audience: GrandIdAudience, login: GrandIdSignInBody, linkUserId: string | null) =>
    personOfLogin(db, grandId, { audience, login, linkUserId });

  /** Signs in the account of this audience whose person finished the login; a refused attempt leaves the login as it was. */
  async function signIn(audience: GrandIdAudience, login: GrandIdSignInBody, userAgent: string | null) {
    const account = await audiences[audience].accountOf(db, await personOf(audience, login, null));
    if (!account) throw new HttpError(403, audiences[audience].noAccount);
    await claimLogin(db, login.sessionId);
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
      await claimLogin(tx, login.sessionId);
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
