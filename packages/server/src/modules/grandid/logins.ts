import { normalizePersonalNumber, type GrandIdAudience, type GrandIdSignInBody } from '@rehab/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { grandIdSessions } from '../../db/schema';
import { badField, HttpError } from '../../errors';
import type { GrandIdClient } from './client';

/*
 * The BankID logins the server starts through GrandID, whatever they are for: signing in (no `linkUserId`), a
 * patient linking their BankID, or a staff member proving it is them before their sign-in changes (both with the
 * `linkUserId` of the person who started it). A login serves only the purpose and person it was started for, once.
 */

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** How long a started BankID login may take before its session id is refused. */
export const grandIdSessionMinutes = 10;

export const grandIdDisabled = () => new HttpError(503, 'BankID sign-in is not available');

/** The client, or 503 when the server has no GrandID. */
export function grandIdEnabled(grandId: GrandIdClient | undefined): GrandIdClient {
  if (!grandId) throw grandIdDisabled();
  return grandId;
}

/** Starts a BankID login whose browser comes back to `portalUrl` + `callbackPath`; `linkUserId` when a signed-in person starts it. */
export async function startGrandIdLogin(
  db: Db,
  grandId: GrandIdClient | undefined,
  { portalUrl, audience, callbackPath, linkUserId = null }: { portalUrl: string; audience: GrandIdAudience; callbackPath: string; linkUserId?: string | null },
) {
  // The state goes only into the callback, never into the answer: only the browser GrandID sends back has it.
  const state = randomBytes(32).toString('base64url');
  const started = await grandIdEnabled(grandId).federatedLogin(`${portalUrl.replace(/\/$/, '')}${callbackPath}/${state}`);
  await db.insert(grandIdSessions).values({ sessionId: started.sessionId, audience, linkUserId, stateHash: hashOf(state) });
  // Logins older than a day can never be used; they are dropped as new ones start.
  await db.delete(grandIdSessions).where(lt(grandIdSessions.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
  return started;
}

export const unknownLogin = (property = 'sessionId') => badField(property, 'invalid', 'The BankID login is unknown or already used');

/**
 * Who finished a login (YYYYMMDD-NNNC), checked through before anything is written: the login was started here for
 * this audience and purpose (signing in, or started by `linkUserId`), comes with the state its callback carried, is
 * unused and within `minutes` of its start, and GrandID says who signed in. Claiming it is left to the caller, once
 * its own checks have passed. Errors name `property`.
 */
export async function personOfLogin(
  db: Db,
  grandId: GrandIdClient | undefined,
  { audience, login: { sessionId, state }, linkUserId, minutes = grandIdSessionMinutes, property = 'sessionId' }: {
    audience: GrandIdAudience;
    login: GrandIdSignInBody;
    linkUserId: string | null;
    minutes?: number;
    property?: string;
  },
) {
  const client = grandIdEnabled(grandId);
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
  if (!login || login.usedAt) throw unknownLogin(property);
  if (Date.now() - login.createdAt.getTime() > minutes * 60_000) {
    throw badField(property, 'expired', 'The BankID login expired; start again');
  }
  const session = await client.getSession(sessionId);
  if (!session.ok) {
    if (/cancel/i.test(session.code)) throw badField(property, 'cancelled', 'The BankID login was cancelled');
    throw badField(property, 'expired', 'The BankID login was not completed or expired; start again');
  }
  const personalNumber = session.person.personalNumber.replace('-', '');
  if (!/^\d{12}$/.test(personalNumber)) throw new HttpError(502, 'The BankID service sent an unexpected answer');
  return normalizePersonalNumber(personalNumber);
}

/** Marks the login used; of two tries at once with the same login, only the first claims it. */
export async function claimLogin(tx: Pick<Db, 'update'>, sessionId: string, property = 'sessionId') {
  const [claimed] = await tx
    .update(grandIdSessions)
    .set({ usedAt: new Date() })
    .where(and(eq(grandIdSessions.sessionId, sessionId), isNull(grandIdSessions.usedAt)))
    .returning({ sessionId: grandIdSessions.sessionId });
  if (!claimed) throw unknownLogin(property);
}
