import type { SecondFactorStep } from '@rehab/contract';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CheckedSession } from '../../auth/plugin';
import { endSession, startSession } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { passkeyChallenges, recoveryCodes, secondFactors, sessions } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Realtime } from '../../realtime/hub';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

/** How long a passkey ceremony may take, from its options to the browser's answer. */
const challengeMinutes = 5;
/** Enough for a phone, a laptop's passkey, a key on the keyring and their spares. */
export const maxFactors = 10;

/** The user's enrolled factors (an app whose first code was never given is not one), oldest first. */
export function confirmedFactors(db: Db, userId: string) {
  return db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .orderBy(asc(secondFactors.createdAt), asc(secondFactors.id));
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** What the session still has to do before patient data, as the sign-in answers it. */
export async function stepOf(db: Db, session: CheckedSession): Promise<SecondFactorStep> {
  if (session.secondFactor === 'enrol') return { step: 'enrol' };
  if (session.secondFactor !== 'present') return null;
  const factors = await confirmedFactors(db, session.userId);
  const methods = (['passkey', 'totp'] as const).filter((kind) => factors.some((factor) => factor.kind === kind));
  return { step: 'present', methods, recoveryCodes: (await unusedRecoveryCodes(db, session.userId)) > 0 };
}

/** Ten new recovery codes for the user, the old ones gone; answered once, kept only as hashes. */
export async function replaceRecoveryCodes(
  db: Pick<Db, 'delete' | 'insert'>,
  secret: Uint8Array,
  userId: string,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(secret, code) })));
  return codes;
}

/** Uses up one of the user's recovery codes; false when it is not one of theirs or was used. */
export async function spendRecoveryCode(db: Db, secret: Uint8Array, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(secret, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/**
 * The session after its second factor: a new token that says so, and the old one signed out (its sockets too), so
 * the token that saw only a password never gains more.
 */
export async function strongSession(db: Db, secret: Uint8Array, realtime: Realtime, session: CheckedSession): Promise<string> {
  // The same device goes on, so its session keeps the browser it was started in.
  const [before] = await db.select({ userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.jti, session.jti));
  const token = await startSession(db, secret, { id: session.userId, role: session.role }, { strong: true, userAgent: before?.userAgent ?? null });
  await endSession(db, session);
  realtime.endSession(session.jti);
  return token;
}

/** Starts a passkey ceremony: the challenge is kept for one answer, the user's earlier ones of its kind dropped. */
export async function keepChallenge(db: Db, userId: string, purpose: 'enrol' | 'present', challenge: string) {
  await db.transaction(async (tx) => {
    await tx.delete(passkeyChallenges).where(and(eq(passkeyChallenges.userId, userId), eq(passkeyChallenges.purpose, purpose)));
    await tx
      .insert(passkeyChallenges)
      .values({ userId, purpose, challenge, expiresAt: new Date(Date.now() + challengeMinutes * 60_000) });
  });
}

const challengeExpired = () =>
  new HttpError(400, 'The passkey request expired; start again', [
    { property: 'credential', constraints: { expired: 'The passkey request expired; start again' } },
  ]);

/** The ceremony's challenge under way, to check the browser's answer against; nothing is written yet. */
export async function challengeOf(db: Db, userId: string, purpose: 'enrol' | 'present') {
  const [row] = await db
    .select({ id: passkeyChallenges.id, challenge: passkeyChallenges.challenge })
    .from(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.userId, userId),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw challengeExpired();
  return row;
}

/** Uses the challenge up once its answer verified: of two answers at once, or the same one again, only the first counts. */
export async function useChallenge(db: Pick<Db, 'delete'>, id: string) {
  const [used] = await db.delete(passkeyChallenges).where(eq(passkeyChallenges.id, id)).returning({ id: passkeyChallenges.id });
  if (!used) throw challengeExpired();
}
