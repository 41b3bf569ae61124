import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

function mails(): string[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .sort((a, b) => parseInt(a) - parseInt(b))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** Waits for the next sign-in code mailed to `email` after `since` mails, and returns the code. */
export async function nextSignInCode(email: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = mails()
      .slice(since)
      .find((raw) => raw.includes(`To: ${email}`));
    const code = mail && /(\d{6})/.exec(mail.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in code reached ${email} within 15 s`);
}

export const mailCount = () => mails().length;

/** Waits for the next mail to `email` after `since` mails, and returns it raw (headers and body). */
export async function nextMailTo(email: string, since: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = mails()
      .slice(since)
      .find((raw) => raw.includes(`To: ${email}`));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail reached ${email} within 15 s`);
}
