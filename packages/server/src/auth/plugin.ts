import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { organizationMembers, organizations, revokedTokens, secondFactors, sessions, users } from '../db/schema';
import { HttpError, unauthorized } from '../errors';
import { secondFactorRules, type Role } from '@rehab/contract';
import { writeAudit } from '../audit/log';
import { isUuid } from '../uuid';
import { lastUseStepMs } from './sessions';
import { readAccessToken, type Session } from './tokens';

/** What a staff session must still do before it is served patient data: nothing (null), present or enrol a factor. */
export type SecondFactorNeed = 'present' | 'enrol' | null;
export type CheckedSession = Session & { secondFactor: SecondFactorNeed };

declare module 'fastify' {
  interface FastifyRequest {
    session: CheckedSession | null;
  }
  interface FastifyInstance {
    /** Every route with the access it declares, as registered: the authorization matrix is built from it. */
    routeAccess: readonly RouteAccess[];
  }
  interface FastifyContextConfig {
    /** Who may call the route at all; finer rules (scope, organization) stay with the route. */
    access?: Access;
    /**
     * The few routes a staff session may call before its second factor: `always` (presenting it, signing out), or
     * `whenEnrolling` (enrolling one, when an organization requires it and the user has none). Every other route
     * refuses such a session with 403 and the rule of `secondFactorRules`.
     */
    beforeSecondFactor?: 'always' | 'whenEnrolling';
    /** Set by @fastify/static on the routes of the built portal's files. */
    rootPath?: string;
  }
}

/**
 * Who may call a route, declared on every route (`config: { access }`) and enforced here, once, before
 * anything of the request's body is read: `public` anyone; `signedIn` any valid token; the others
 * also need one of their roles, else 403.
 */
export const accessRoles = {
  public: null,
  signedIn: ['physio', 'org_admin', 'system_admin', 'patient'],
  staff: ['physio', 'org_admin', 'system_admin'],
  /** Who lists an organization's patients and adds them (patients/scope.ts): never the system admin. */
  patientStaff: ['physio', 'org_admin'],
  /** The two sides of a chat. */
  chatParty: ['physio', 'patient'],
  admin: ['org_admin', 'system_admin'],
  /** An organization's own admins: the log review is the care provider's follow-up, not the system admin's. */
  orgAdmin: ['org_admin'],
  systemAdmin: ['system_admin'],
  patient: ['patient'],
} as const satisfies Record<string, readonly Role[] | null>;
export type Access = keyof typeof accessRoles;
export type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  beforeSecondFactor?: 'always' | 'whenEnrolling';
  /** On a patient's record: whether it carries health data (the default) or administrative data only. */
  record?: 'health' | 'administrative';
  schema?: FastifySchema;
};

/**
 * The session of a valid, unrevoked access token (from a header or a socket handshake), else null; with what it
 * must still do before patient data. A staff session signed in with a password or a mailed code (not `strong`)
 * must present a second factor when its user has one, and enrol one when an organization of theirs requires it;
 * both are read in the same query as the revocation, so a factor enrolled or a rule set elsewhere counts at once.
 */
export async function checkAccessToken(db: Db, secret: Uint8Array, token: string): Promise<CheckedSession | null> {
  if (!/^[A-Za-z0-9._~+/=-]{1,4096}$/.test(token)) return null;
  const session = await readAccessToken(secret, token);
  if (!session) return null;
  const firstFactorOnly = !session.strong && session.role !== 'patient';
  // A token stops working when it is revoked, when its user is removed, or when their sessions were ended.
  const [row] = await db
    .select({
      deletedAt: users.deletedAt,
      sessionsEndedAt: users.sessionsEndedAt,
      revoked: revokedTokens.jti,
      lastUsedAt: sessions.lastUsedAt,
      hasFactor: firstFactorOnly
        ? sql<boolean>`exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${users.id} and ${secondFactors.confirmedAt} is not null)`
        : sql<boolean>`false`,
      required: firstFactorOnly
        ? sql<boolean>`exists (select 1 from ${organizationMembers} join ${organizations} on ${organizations.id} = ${organizationMembers.organizationId} where ${organizationMembers.userId} = ${users.id} and ${organizations.requiresSecondFactor})`
        : sql<boolean>`false`,
    })
    .from(users)
    .leftJoin(revokedTokens, eq(revokedTokens.jti, session.jti))
    .leftJoin(sessions, eq(sessions.jti, session.jti))
    .where(eq(users.id, session.userId))
    .limit(1);
  const ended = row?.sessionsEndedAt && session.issuedAt < row.sessionsEndedAt;
  if (!row || row.deletedAt || row.revoked || ended) return null;
  // The session list shows when each was last used; a minute's precision keeps this write rare.
  if (row.lastUsedAt && Date.now() - row.lastUsedAt.getTime() > lastUseStepMs) {
    await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.jti, session.jti));
  }
  const secondFactor: SecondFactorNeed = row.hasFactor ? 'present' : row.required ? 'enrol' : null;
  return { ...session, secondFactor };
}

/** The bearer token of a request's Authorization header, if it has a well-formed one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (header && /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header)?.[1]) || undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { db, secret }: { db: Db; secret: Uint8Array }) => {
    app.decorateRequest('session', null);

    // A route that does not say who may call it fails the start, so none ships unclassified.
    const declared: { url: string; method: string | string[]; schema?: FastifySchema; config?: { access?: Access; rootPath?: string; beforeSecondFactor?: 'always' | 'whenEnrolling'; record?: 'health' | 'administrative' } }[] = [];
    const routeAccess: RouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);
    app.addHook('onRoute', (route) => void declared.push(route as (typeof declared)[number]));
    app.addHook('onReady', async () => {
      // @fastify/static's file routes (they carry their rootPath) are the built portal: public.
      const routes = declared.filter((route) => !route.config?.rootPath);
      const undeclared = routes.filter((route) => !route.config?.access);
      if (undeclared.length > 0) {
        throw new Error(`Routes without an access rule: ${undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ')}`);
      }
      for (const route of routes) {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD') {
            const { access = 'public', beforeSecondFactor, record } = route.config ?? {};
            routeAccess.push({ method, url: route.url, access, beforeSecondFactor, record, schema: route.schema });
          }
        }
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      const token = bearerToken(request);
      const session = token ? await checkAccessToken(db, secret, token) : null;
      if (!session) throw unauthorized();
      request.session = session;
      const refusal = !(accessRoles[access] as readonly Role[]).includes(session.role)
        ? 'role'
        : session.secondFactor && !allowedBefore(session.secondFactor, request.routeOptions.config.beforeSecondFactor)
          ? 'second-factor'
          : null;
      if (refusal) {
        // A refused attempt is in the access log too, under the patient or organization it named.
        const { userId, patientId, id } = request.params as Record<string, string | undefined>;
        const patient = userId ?? patientId;
        const organization = request.routeOptions.url?.startsWith('/organizations/:id') ? id : undefined;
        await writeAudit(db, request, {
          action: `denied:${refusal}`,
          outcome: 'denied',
          patientIds: patient && isUuid(patient) ? [patient] : [],
          organizationId: organization && isUuid(organization) ? organization : null,
        });
        throw refusal === 'role' ? new HttpError(403, 'Forbidden') : secondFactorRequired(session.secondFactor ?? 'present');
      }
    });
  },
  { name: 'auth' },
);

/** Whether a route that says `when` may be called by a session that must still `need` (present or enrol a factor). */
function allowedBefore(need: 'present' | 'enrol', when: 'always' | 'whenEnrolling' | undefined): boolean {
  return when === 'always' || (when === 'whenEnrolling' && need === 'enrol');
}

/** The 403 of a session that must present (or enrol) its second factor first, with the rule the portal reads. */
export function secondFactorRequired(need: 'present' | 'enrol') {
  const message = need === 'present' ? 'A second factor is required' : 'Your organization requires a second factor; enrol one';
  return new HttpError(403, message, [{ property: 'session', constraints: { [secondFactorRules[need]]: message } }]);
}

/** The session of a signed-in request; every route that is not public has one. */
export function sessionOf(request: FastifyRequest): CheckedSession {
  if (!request.session) throw unauthorized();
  return request.session;
}
