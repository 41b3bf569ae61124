import { endAllSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { Mail } from '../../mail/mailer';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every token the user holds stops working: their next call is a 401 and they sign in again. */
export async function endSessions(tx: Db | Tx, userId: string): Promise<void> {
  await endAllSessions(tx, userId);
}

/**
 * The mail to a physio's old address when their sign-in identity changed: by an administrator (every session
 * ended) or by themselves (every other session ended).
 */
export function identityChangedMail(
  physio: { email: string; firstName: string },
  { emailChanged, bankIdChanged }: { emailChanged: boolean; bankIdChanged: boolean },
  by: 'administrator' | 'themselves' = 'administrator',
): Mail {
  const sv = [emailChanged && 'e-postadressen', bankIdChanged && 'personnumret för BankID'].filter(Boolean).join(' och ');
  const en = [emailChanged && 'email address', bankIdChanged && 'personal number for BankID'].filter(Boolean).join(' and ');
  const text =
    by === 'administrator'
      ? `Hej ${physio.firstName}!\n\nEn administratör har ändrat ${sv} som du loggar in i Rehabportalen med, och du har loggats ut ` +
        `överallt. Om du inte känner till ändringen, kontakta din organisations administratör genast.\n\n` +
        `Hi ${physio.firstName}!\n\nAn administrator changed the ${en} you sign in to the Rehab portal with, and you have been signed ` +
        `out everywhere. If you do not know about this change, contact your organization's administrator at once.\n`
      : `Hej ${physio.firstName}!\n\n${sv[0]?.toUpperCase()}${sv.slice(1)} som du loggar in i Rehabportalen med har ändrats från ditt ` +
        `konto, och du har loggats ut på dina andra enheter. Om det inte var du, kontakta din organisations administratör genast.\n\n` +
        `Hi ${physio.firstName}!\n\nThe ${en} you sign in to the Rehab portal with was changed from your account, and you have been ` +
        `signed out on your other devices. If it was not you, contact your organization's administrator at once.\n`;
  return { to: physio.email, subject: 'Dina inloggningsuppgifter har ändrats / Your sign-in details were changed', text };
}
