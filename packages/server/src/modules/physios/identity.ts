import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mail } from '../../mail/mailer';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every token the user holds stops working: their next call is a 401 and they sign in again. */
export async function endSessions(tx: Db | Tx, userId: string): Promise<void> {
  await tx.update(users).set({ sessionsEndedAt: new Date() }).where(eq(users.id, userId));
}

/** The mail to a physio's old address when an administrator changed how they sign in. */
export function identityChangedMail(
  physio: { email: string; firstName: string },
  { emailChanged, bankIdChanged }: { emailChanged: boolean; bankIdChanged: boolean },
): Mail {
  const sv = [emailChanged && 'e-postadressen', bankIdChanged && 'personnumret för BankID'].filter(Boolean).join(' och ');
  const en = [emailChanged && 'email address', bankIdChanged && 'personal number for BankID'].filter(Boolean).join(' and ');
  return {
    to: physio.email,
    subject: 'Dina inloggningsuppgifter har ändrats / Your sign-in details were changed',
    text:
      `Hej ${physio.firstName}!\n\nEn administratör har ändrat ${sv} som du loggar in i Rehabportalen med, och du har loggats ut ` +
      `överallt. Om du inte känner till ändringen, kontakta din organisations administratör genast.\n\n` +
      `Hi ${physio.firstName}!\n\nAn administrator changed the ${en} you sign in to the Rehab portal with, and you have been signed ` +
      `out everywhere. If you do not know about this change, contact your organization's administrator at once.\n`,
  };
}
