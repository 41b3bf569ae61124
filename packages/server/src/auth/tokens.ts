import { randomBytes, randomUUID, type webcrypto } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { role, type Role } from '@rehab/contract';

const issuer = 'rehab';
const audience = 'rehab-portal';
/** A working day; sign-out revokes it earlier. */
export const tokenLifetimeSeconds = 12 * 60 * 60;

export interface Session {
  userId: string;
  role: Role;
  jti: string;
  expiresAt: Date;
  /** When the token was issued, to the millisecond, so ending a user's sessions never spares one. */
  issuedAt: Date;
  /**
   * Signed in strongly: with BankID, or a password or mailed code followed by a second factor. A session that is
   * not is served patient data only when its user needs no second factor (`src/auth/second-factor.ts`).
   */
  strong: boolean;
}

/** JWT_SECRET, or a secret generated once and kept in the data folder so tokens survive restarts. */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The secret imported once as a key; importing it on every call costs more than the signature. */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function issueAccessToken(
  secret: Uint8Array,
  user: { id: string; role: Role },
  { strong = false, jti = randomUUID(), issuedAt = new Date() }: { strong?: boolean; jti?: string; issuedAt?: Date } = {},
): Promise<string> {
  return new SignJWT({ role: user.role, ...(strong && { strong: true }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setJti(jti)
    .setIssuer(issuer)
    .setAudience(audience)
    // A fractional NumericDate (RFC 7519 allows it): sessions ended a moment ago refuse this token, not the next one.
    .setIssuedAt(issuedAt.getTime() / 1000)
    .setExpirationTime(Math.floor(issuedAt.getTime() / 1000) + tokenLifetimeSeconds)
    .sign(await keyOf(secret));
}

/** The session a valid token carries, or null for a bad, expired or forged one. */
export async function readAccessToken(secret: Uint8Array, token: string): Promise<Session | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'], issuer, audience });
    const parsedRole = role.safeParse(payload.role);
    if (!payload.sub || !payload.jti || !payload.exp || payload.iat === undefined || !parsedRole.success) return null;
    return {
      userId: payload.sub,
      role: parsedRole.data,
      jti: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
      issuedAt: new Date(payload.iat * 1000),
      strong: payload.strong === true,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
