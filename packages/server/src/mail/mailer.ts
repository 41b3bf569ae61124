import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A calendar invitation (an iCalendar file), which mail clients offer to add to the calendar. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends through the SMTP relay in `smtpUrl`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** Without a relay: each mail is written to <dataDir>/outbox/*.eml and logged, so a developer can read the code. */
export function outboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const outbox = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text }, file }, 'mail written to the dev outbox');
    },
    close: () => transport.close(),
  };
}
