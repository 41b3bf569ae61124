import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mail, Mailer } from '../../mail/mailer';
import { resetPasswordWithCode } from '../account/service';
import { claimOneTimeCode, invalidCode, requestOneTimeCode } from '../auth/service';

/** What a patient's emailed code is for: signing in, or setting a new password. */
export type PatientCodePurpose = 'patient-sign-in' | 'password-reset';

/** The open patient account an address belongs to, if any. */
async function patientAccount(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt), eq(users.role, 'patient')))
    .limit(1);
  return user;
}

function codeMail(email: string, firstName: string, code: string, purpose: PatientCodePurpose): Mail {
  return purpose === 'patient-sign-in'
    ? {
        to: email,
        subject: 'Din inloggningskod / Your sign-in code',
        text:
          `Hej ${firstName}!\n\nDin kod för att logga in i Rehab-appen är ${code}. Den gäller i 10 minuter.\n\n` +
          `Hi ${firstName}!\n\nYour code for signing in to the Rehab app is ${code}. It is valid for 10 minutes.\n`,
      }
    : {
        to: email,
        subject: 'Återställ ditt lösenord / Reset your password',
        text:
          `Hej ${firstName}!\n\nDin kod för att välja ett nytt lösenord i Rehab-appen är ${code}. Den gäller i 10 minuter. ` +
          'Bad du inte om ett nytt lösenord kan du bortse från det här mejlet; ditt lösenord är oförändrat.\n\n' +
          `Hi ${firstName}!\n\nYour code for choosing a new password in the Rehab app is ${code}. It is valid for 10 minutes. ` +
          'If you did not ask for a new password, you can ignore this mail; your password is unchanged.\n',
      };
}

/**
 * Mails a patient a code, only when the address has a patient account; every request gets its row all the
 * same, so the answer, its timing and the limits are the same for an address without one.
 */
export async function requestPatientCode(
  db: Db,
  options: { email: string; ip: string; secret: Uint8Array; mailer: Mailer; purpose: PatientCodePurpose; onMailError: (error: unknown) => void },
) {
  const user = await patientAccount(db, options.email);
  await requestOneTimeCode(db, {
    ...options,
    holder: user?.id ?? null,
    mailFor: (code) => (user ? codeMail(options.email, user.firstName, code, options.purpose) : null),
  });
}

/** The patient a code was mailed to, once: a wrong, used or expired code fails on `code`. */
async function claimPatientCode(db: Db, { email, code, secret, purpose }: { email: string; code: string; secret: Uint8Array; purpose: PatientCodePurpose }) {
  const holder = await claimOneTimeCode(db, { email, code, secret, purpose });
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, holder ?? ''), isNull(users.deletedAt), eq(users.role, 'patient')));
  if (!user) throw invalidCode();
  return user;
}

/** A patient's sign-in by emailed code. */
export function signInPatientWithCode(db: Db, input: { email: string; code: string; secret: Uint8Array }) {
  return claimPatientCode(db, { ...input, purpose: 'patient-sign-in' });
}

/**
 * Sets a patient's new password with the emailed code; every session they had ends, since whoever knew
 * the old password may hold one. The caller signs them in anew.
 */
export async function resetPatientPassword(db: Db, input: { email: string; code: string; password: string; secret: Uint8Array }) {
  const { user } = await resetPasswordWithCode(db, { ...input, purpose: 'password-reset', roles: ['patient'] });
  return { id: user.id, role: user.role };
}
