import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import { unauthorized } from '../errors';
import { readAccessToken, type Session } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid, unrevoked bearer token comes with the call. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The session of a valid, unrevoked access token (from a header or a socket handshake), else null. */
export async function checkAccessToken(db: Db, secret: Uint8Array, token: string): Promise<Session | null> {
  if (!/^[A-Za-z0-9._~+/=-]{1,4096}$/.test(token)) return null;
  const session = await readAccessToken(secret, token);
  if (!session) return null;
  // A token stops working when it is revoked, when its user is removed, or when their sessions were ended.
  const [row] = await db
    .select({ deletedAt: users.deletedAt, sessionsEndedAt: users.sessionsEndedAt, revoked: revokedTokens.jti })
    .from(users)
    .leftJoin(revokedTokens, eq(revokedTokens.jti, session.jti))
    .where(eq(users.id, session.userId))
    .limit(1);
  const ended = row?.sessionsEndedAt && session.issuedAt < row.sessionsEndedAt;
  return row && !row.deletedAt && !row.revoked && !ended ? session : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { db, secret }: { db: Db; secret: Uint8Array }) => {
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header && /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header);
      if (!match?.[1]) throw unauthorized();
      const session = await checkAccessToken(db, secret, match[1]);
      if (!session) throw unauthorized();
      request.session = session;
    });
  },
  { name: 'auth' },
);

/** The session of an authenticated request; routes behind `authenticate` always have one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
