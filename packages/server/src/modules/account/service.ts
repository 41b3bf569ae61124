import { bankIdProofMinutes } from '@rehab/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { endAllSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { physioProfiles, users } from '../../db/schema';
import { badField } from '../../errors';
import type { Mail, Mailer } from '../../mail/mailer';
import { claimOneTimeCode, invalidCode, requestOneTimeCode, type CodePurpose } from '../auth/service';
import type { GrandIdClient } from '../grandid/client';
import { claimLogin, personOfLogin } from '../grandid/logins';

/** Roles that sign in to the portal. */
export const staffRoles = ['physio', 'org_admin', 'system_admin'] as const;

type CodeRequest = { ip: string; secret: Uint8Array; mailer: Mailer; onMailError: (error: unknown) => void };

/** The open account of this id, with what proves it is them. */
export async function accountOf(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw badField('session');
  return user;
}

/** Mails the signed-in person a code to their current address, to confirm a change of how they sign in. */
export async function requestAccountCode(db: Db, userId: string, options: CodeRequest) {
  const user = await accountOf(db, userId);
  await requestOneTimeCode(db, {
    ...options,
    email: user.email,
    purpose: 'identity-change',
    holder: user.id,
    mailFor: (code) => ({
      to: user.email,
      subject: 'Din bekräftelsekod / Your confirmation code',
      text:
        `Hej ${user.firstName}!\n\nDin kod för att bekräfta en ändring av hur du loggar in i Rehabportalen är ${code}. ` +
        'Den gäller i 10 minuter. Har du inte bett om den, byt lösenord och kontakta din administratör.\n\n' +
        `Hi ${user.firstName}!\n\nYour code for confirming a change of how you sign in to the Rehab portal is ${code}. ` +
        'It is valid for 10 minutes. If you did not ask for it, change your password and contact your administrator.\n',
    }),
  });
}

/** The personal number the account signs in with by BankID, if it has one. */
export async function personalNumberOf(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db.select({ bankId: physioProfiles.bankId }).from(physioProfiles).where(eq(physioProfiles.userId, userId));
  return profile?.bankId ?? null;
}

type IdentityProof = { currentPassword?: string; code?: string; bankIdSessionId?: string; bankIdState?: string };

/**
 * Proves the request is the account's person, not only someone holding their session: the current password
 * (counted by `checkPassword` like sign-in guesses), the code mailed to the current address (counted by
 * `checkCode`), or a BankID login this person started for it within `bankIdProofMinutes`, finished by the person
 * whose personal number is on the account. Writes nothing but the code's or login's use; a wrong one is a 400 on
 * its field.
 */
export async function confirmIdentity(
  db: Db,
  user: { id: string; email: string; passwordHash: string | null },
  proof: IdentityProof,
  {
    secret,
    grandId,
    checkPassword,
    checkCode,
  }: {
    secret: Uint8Array;
    grandId: GrandIdClient | undefined;
    checkPassword: (check: () => Promise<void>) => Promise<void>;
    checkCode: (check: () => Promise<void>) => Promise<void>;
  },
) {
  if (proof.currentPassword !== undefined) {
    const { currentPassword } = proof;
    await checkPassword(async () => {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badField('currentPassword');
    });
    return;
  }
  if (proof.code !== undefined) {
    const { code } = proof;
    await checkCode(async () => {
      const holder = await claimOneTimeCode(db, { email: user.email, code, secret, purpose: 'identity-change' });
      if (holder !== user.id) throw invalidCode();
    });
    return;
  }
  if (proof.bankIdSessionId !== undefined) {
    if (proof.bankIdState === undefined) throw badField('bankIdState', 'required', 'bankIdState is required');
    await confirmWithBankId(db, grandId, user.id, { sessionId: proof.bankIdSessionId, state: proof.bankIdState });
    return;
  }
  throw badField('currentPassword', 'required', 'currentPassword is required');
}

/**
 * A BankID login as proof: started by this user from their profile (a login started to sign in, by someone else or
 * for a patient is unknown here), young enough, unused, and finished by the person whose personal number is on the
 * account now. Used up only when every check has passed.
 */
async function confirmWithBankId(db: Db, grandId: GrandIdClient | undefined, userId: string, login: { sessionId: string; state: string }) {
  const property = 'bankIdSessionId';
  const personalNumber = await personalNumberOf(db, userId);
  const person = await personOfLogin(db, grandId, { audience: 'specialists', login, linkUserId: userId, minutes: bankIdProofMinutes, property });
  if (!personalNumber || person !== personalNumber) {
    throw badField(property, 'otherPerson', 'The BankID login is not for the personal number on your account');
  }
  await claimLogin(db, login.sessionId, property);
}

/** A portal user's forgotten password: a code only to an address with an open portal account. */
export async function requestStaffPasswordCode(db: Db, email: string, options: CodeRequest) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt), inArray(users.role, staffRoles)))
    .limit(1);
  await requestOneTimeCode(db, {
    ...options,
    email,
    purpose: 'staff-password-reset',
    holder: user?.id ?? null,
    mailFor: (code) =>
      user
        ? {
            to: email,
            subject: 'Återställ ditt lösenord / Reset your password',
            text:
              `Hej ${user.firstName}!\n\nDin kod för att välja ett nytt lösenord i Rehabportalen är ${code}. Den gäller i 10 minuter. ` +
              'Bad du inte om ett nytt lösenord kan du bortse från det här mejlet; ditt lösenord är oförändrat.\n\n' +
              `Hi ${user.firstName}!\n\nYour code for choosing a new password in the Rehab portal is ${code}. It is valid for 10 minutes. ` +
              'If you did not ask for a new password, you can ignore this mail; your password is unchanged.\n',
          }
        : null,
  });
}

/**
 * Sets a new password with a code mailed for `purpose`, on an open account of one of `roles`. Every session the
 * account had ends, since whoever knew the old password may hold one. Answers the account and the ended sessions'
 * ids, whose sockets the caller closes. The password is checked and hashed before the code is claimed, so the
 * code is used up only when nothing else can fail.
 */
export async function resetPasswordWithCode(
  db: Db,
  input: { email: string; code: string; password: string; secret: Uint8Array; purpose: CodePurpose; roles: readonly (typeof users.$inferSelect.role)[] },
) {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const holder = await claimOneTimeCode(db, { email: input.email, code: input.code, secret: input.secret, purpose: input.purpose });
  if (!holder) throw invalidCode();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, holder), isNull(users.deletedAt), inArray(users.role, [...input.roles])))
      .returning({ id: users.id, role: users.role, email: users.email, firstName: users.firstName });
    if (!user) throw invalidCode();
    const ended = await endAllSessions(tx, user.id);
    return { user, ended };
  });
}

/** The mail to the address when the person changed their password themselves. */
export function passwordChangedMail(user: { email: string; firstName: string }): Mail {
  return {
    to: user.email,
    subject: 'Ditt lösenord har ändrats / Your password was changed',
    text:
      `Hej ${user.firstName}!\n\nLösenordet du loggar in i Rehabportalen med har ändrats, och du har loggats ut på dina andra ` +
      'enheter. Om det inte var du, välj ett nytt lösenord med "Glömt lösenordet?" och kontakta din administratör genast.\n\n' +
      `Hi ${user.firstName}!\n\nThe password you sign in to the Rehab portal with was changed, and you have been signed out on ` +
      'your other devices. If it was not you, choose a new one with "Forgot your password?" and contact your administrator at once.\n',
  };
}
