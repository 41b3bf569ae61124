import type { Role } from '@rehab/contract';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { revokedTokens, sessions, users } from '../db/schema';
import { issueAccessToken, tokenLifetimeSeconds, type Session } from './tokens';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How stale a session's last use may be before a request moves it: a minute is as exact as the list shows. */
export const lastUseStepMs = 60_000;

/** The request's User-Agent, cut to what is kept. */
export const userAgentOf = (request: FastifyRequest): string | null => request.headers['user-agent']?.slice(0, 512) ?? null;

/**
 * Signs a user in: a new token, and its row in `sessions` so they see where they are signed in and can end it.
 * Every sign-in the server answers goes through here.
 */
export async function startSession(
  db: Db,
  secret: Uint8Array,
  user: { id: string; role: Role },
  { strong = false, userAgent }: { strong?: boolean; userAgent: string | null },
): Promise<string> {
  const jti = randomUUID();
  const issuedAt = new Date();
  const token = await issueAccessToken(secret, user, { strong, jti, issuedAt });
  const expiresAt = new Date((Math.floor(issuedAt.getTime() / 1000) + tokenLifetimeSeconds) * 1000);
  await db.insert(sessions).values({ jti, userId: user.id, userAgent, createdAt: issuedAt, lastUsedAt: issuedAt, expiresAt });
  return token;
}

/** Ends one session: its token is refused from the next request on. */
export async function endSession(db: Db | Tx, session: Pick<Session, 'jti' | 'expiresAt'>) {
  await db.insert(revokedTokens).values({ jti: session.jti, expiresAt: session.expiresAt }).onConflictDoNothing();
  await db.delete(sessions).where(eq(sessions.jti, session.jti));
}

/**
 * Ends every session of the user but `current`: their tokens are revoked, and any token issued before the current
 * one without a row of its own (issued before sessions were kept) is ended by moving `sessions_ended_at` up to the
 * current token's issue time, which the current token itself still passes. Answers the ended sessions' ids, whose
 * sockets the caller closes.
 */
export async function endOtherSessions(tx: Db | Tx, current: Pick<Session, 'userId' | 'jti' | 'issuedAt'>): Promise<string[]> {
  const others = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, current.userId), ne(sessions.jti, current.jti)))
    .returning({ jti: sessions.jti, expiresAt: sessions.expiresAt });
  if (others.length > 0) await tx.insert(revokedTokens).values(others).onConflictDoNothing();
  await tx
    .update(users)
    .set({ sessionsEndedAt: sql`greatest(${users.sessionsEndedAt}, ${current.issuedAt.toISOString()}::timestamptz)` })
    .where(eq(users.id, current.userId));
  return others.map((each) => each.jti);
}

/** Ends every session of the user (a forgotten password set anew): nothing issued until now works. */
export async function endAllSessions(tx: Db | Tx, userId: string): Promise<string[]> {
  const all = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ jti: sessions.jti, expiresAt: sessions.expiresAt });
  if (all.length > 0) await tx.insert(revokedTokens).values(all).onConflictDoNothing();
  await tx.update(users).set({ sessionsEndedAt: new Date() }).where(eq(users.id, userId));
  return all.map((each) => each.jti);
}

/** The user's sessions that still work, last used first. */
export async function activeSessions(db: Db, userId: string) {
  return db
    .select({ jti: sessions.jti, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, sql`now()`),
        sql`(${users.sessionsEndedAt} is null or ${sessions.createdAt} >= ${users.sessionsEndedAt})`,
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sessions.jti})`,
      ),
    )
    .orderBy(sql`${sessions.lastUsedAt} desc`, sessions.jti)
    .limit(100);
}
