import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { oneTimeCodes, revokedTokens, sessions, users } from '../../db/schema';
import { badCredentials, badField, HttpError } from '../../errors';
import type { Mail, Mailer } from '../../mail/mailer';
import { verifyPassword } from '../../auth/passwords';

/** Roles that may sign in to the specialist portal. */
const portalRoles = ['physio', 'org_admin', 'system_admin'] as const;

export const otpRules = {
  lifetimeMs: 10 * 60 * 1000,
  maxAttempts: 5,
  windowMs: 15 * 60 * 1000,
  perEmail: 5,
  perIp: 20,
};

export const invalidCode = (property = 'code') => badField(property);

async function findPortalUser(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt), inArray(users.role, portalRoles)))
    .limit(1);
  return user;
}

export async function signInWithPassword(db: Db, email: string, password: string) {
  const user = await findPortalUser(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw badCredentials();
  return { id: user.id, role: user.role };
}

/** Forgets revocations and sessions of tokens that have expired anyway. */
export async function pruneRevokedTokens(db: Db, now = new Date()) {
  await db.delete(revokedTokens).where(sql`${revokedTokens.expiresAt} < ${now.toISOString()}`);
  await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now.toISOString()}`);
}

const codeHash = (secret: Uint8Array, email: string, code: string) =>
  createHmac('sha256', secret).update(`${email.toLowerCase()}:${code}`).digest('hex');

/**
 * `patient-sign-in` and `password-reset` are the patient app's, `staff-password-reset` the portal's forgotten
 * password, `identity-change` a signed-in person's confirmation of a new email, personal number or password; a
 * code of one kind never serves another.
 */
export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/**
 * Issues a code for `email`. Every request gets a row, whether or not a mail goes out, so the answer,
 * the timing and the rate limits are the same whether or not the email has an account. `mailFor`
 * decides what the address is told (or null for nothing); `holder` is the account the code signs in to.
 */
export async function requestOneTimeCode(
  db: Db,
  {
    email,
    ip,
    secret,
    mailer,
    onMailError,
    purpose = 'sign-in',
    holder,
    mailFor,
  }: {
    email: string;
    ip: string;
    secret: Uint8Array;
    mailer: Mailer;
    onMailError: (error: unknown) => void;
    purpose?: CodePurpose;
    holder: string | null;
    mailFor: (code: string) => Mail | null;
  },
) {
  const normalized = email.toLowerCase();
  const since = new Date(Date.now() - otpRules.windowMs).toISOString();
  const [[byEmail], [byIp]] = await Promise.all([
    db.select({ n: count() }).from(oneTimeCodes).where(and(eq(oneTimeCodes.email, normalized), gt(oneTimeCodes.createdAt, sql`${since}`))),
    db.select({ n: count() }).from(oneTimeCodes).where(and(eq(oneTimeCodes.ip, ip), gt(oneTimeCodes.createdAt, sql`${since}`))),
  ]);
  if ((byEmail?.n ?? 0) >= otpRules.perEmail || (byIp?.n ?? 0) >= otpRules.perIp) {
    throw new HttpError(429, 'Too many requests, try again later');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one of the same kind.
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.email, normalized), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      email: normalized,
      purpose,
      userId: holder,
      codeHash: codeHash(secret, normalized, code),
      ip,
      expiresAt: new Date(Date.now() + otpRules.lifetimeMs),
    });
  });
  const mail = mailFor(code);
  // Not awaited: a slow relay must not make one kind of address answer slower than another.
  if (mail) mailer.send(mail).catch(onMailError);
}

/** A portal user's sign-in code: mailed only to an address with a portal account. */
export async function requestSignInCode(
  db: Db,
  options: { email: string; ip: string; secret: Uint8Array; mailer: Mailer; onMailError: (error: unknown) => void },
) {
  const user = await findPortalUser(db, options.email);
  await requestOneTimeCode(db, {
    ...options,
    holder: user?.id ?? null,
    mailFor: (code) =>
      user
        ? {
            to: options.email,
            subject: 'Din inloggningskod / Your sign-in code',
            text: `Hej ${user.firstName}!\n\nDin inloggningskod är ${code}. Den gäller i 10 minuter.\n\nYour sign-in code is ${code}. It is valid for 10 minutes.\n`,
          }
        : null,
  });
}

/**
 * Checks and uses up a code: single use, 10 minutes, five wrong tries burn it. Answers the code's
 * holder (null for a join code); a code that was never mailed (no holder for a sign-in, an address with
 * an account for a join) fails like a wrong one.
 */
export async function claimOneTimeCode(
  db: Db,
  {
    email,
    code,
    secret,
    purpose,
    property = 'code',
  }: { email: string; code: string; secret: Uint8Array; purpose: CodePurpose; property?: string },
): Promise<string | null> {
  const normalized = email.toLowerCase();
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, normalized),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row) throw invalidCode(property);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, normalized, code), 'hex');
  const mailed = purpose === 'join' ? row.userId === null : row.userId !== null;
  if (!mailed || !timingSafeEqual(expected, given)) {
    await db
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        usedAt: sql`case when ${oneTimeCodes.attempts} + 1 >= ${otpRules.maxAttempts} then now() else null end`,
      })
      .where(eq(oneTimeCodes.id, row.id));
    throw invalidCode(property);
  }
  // Claim the code atomically so two requests cannot both use it.
  const claimed = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (claimed.length === 0) throw invalidCode(property);
  return row.userId;
}

/** A portal user's sign-in by emailed code. */
export async function verifyOneTimeCode(db: Db, { email, code, secret }: { email: string; code: string; secret: Uint8Array }) {
  const holder = await claimOneTimeCode(db, { email, code, secret, purpose: 'sign-in' });
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, holder ?? ''), isNull(users.deletedAt)));
  if (!user) throw invalidCode();
  return user;
}
