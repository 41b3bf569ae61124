import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { Db } from '../../db/client';
import { patients, pushSubscriptions, reminderDeliveries, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { isStillDue, settingsOf, type DueReminder } from './due';
import { reminderMailOf, reminderPushOf } from './texts';
import type { Vapid } from './vapid';

/** How long the push service may keep a reminder for a device that is off: after the day it means nothing. */
const pushTtlSeconds = 12 * 60 * 60;

export interface ReminderSender {
  /** Sends the reminder if it is still owed, records it, and says what happened. */
  send(reminder: DueReminder, now: Date): Promise<'sent' | 'not-due'>;
}

/**
 * Sends a reminder by push to each of the patient's devices and by mail, as they chose, then records it under its
 * key. The queue runs one job per key at a time, and a job retried after its process died finds the record of a
 * reminder that went out and sends nothing (docs/decisions/0021-reminder-queue.md).
 */
export function reminderSender({
  db,
  mailer,
  vapid,
  appUrl,
  log,
  pushAgent,
}: {
  db: Db;
  mailer: Mailer;
  vapid: Vapid;
  appUrl: string;
  log?: FastifyBaseLogger;
  /** The connections to the push services; tests pass one that trusts their double's certificate. */
  pushAgent?: Agent;
}): ReminderSender {
  return {
    async send(reminder, now) {
      if (!(await isStillDue(db, reminder, now))) return 'not-due';
      const settings = await settingsOf(db, reminder.patientId);
      const [patient] = await db
        .select({ email: users.email, firstName: users.firstName, language: patients.language })
        .from(patients)
        .innerJoin(users, eq(users.id, patients.userId))
        .where(eq(patients.userId, reminder.patientId));
      if (!patient) return 'not-due';
      let pushes = 0;
      if (settings.push) {
        const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.patientId, reminder.patientId));
        const payload = JSON.stringify(reminderPushOf(reminder.kind, reminder.day, patient.language));
        for (const device of devices) {
          try {
            await webPush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
              vapidDetails: vapid,
              TTL: pushTtlSeconds,
              urgency: 'normal',
              timeout: 10_000,
              ...(pushAgent && { agent: pushAgent }),
            });
            pushes += 1;
          } catch (error) {
            // 404 and 410: the browser dropped the subscription (uninstalled, permission taken back); forget the device.
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, device.id)));
            else log?.warn({ err: error, status }, 'a reminder push was refused');
          }
        }
      }
      if (settings.mail) await mailer.send(reminderMailOf(reminder.kind, patient.language, patient, appUrl));
      await db
        .insert(reminderDeliveries)
        .values({ patientId: reminder.patientId, day: reminder.day, kind: reminder.kind, pushes, mailed: settings.mail, sentAt: now })
        .onConflictDoNothing();
      return 'sent';
    },
  };
}
