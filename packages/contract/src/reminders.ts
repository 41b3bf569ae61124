import { z } from 'zod/mini';

/**
 * The patient's reminders (docs/rules/reminders.md): a daily one at the time they choose while today's tasks are
 * not done, its evening repeat, and one the day before a visit; each by push and by mail, each turned on or off.
 */

/** What a reminder is about; with the patient and the day, the key that is sent at most once. */
export const reminderKinds = ['daily', 'evening', 'appointment'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** The evening repeat's time: after it nothing more is sent that day (docs/rules/reminders.md). */
export const eveningReminderTime = '19:00';

/** A time of day in Sweden, HH:MM on the 24-hour clock. */
export const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM'));

/** GET and PUT /patient-app/reminders: the patient's choices (the defaults until they change one). */
export const reminderSettings = z.strictObject({
  /** The daily reminder, and its evening repeat. */
  daily: z.boolean(),
  /** When the daily reminder comes, Swedish time; before the evening's. */
  dailyTime: timeOfDay.check(z.refine((time) => time < eveningReminderTime, { message: `must be before ${eveningReminderTime}` })),
  /** A reminder the day before a visit. */
  appointment: z.boolean(),
  /** By push to the devices the patient allowed, and by mail. */
  push: z.boolean(),
  mail: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/**
 * Until the patient chooses: reminders on at 09:00 as notifications, which need the device's own leave as well;
 * mail only once the patient turns it on, so nobody is mailed daily who did not ask for it.
 */
export const defaultReminderSettings: ReminderSettings = { daily: true, dailyTime: '09:00', appointment: true, push: true, mail: false };

/** The server's public VAPID key, for the browser's `pushManager.subscribe` (base64url). */
export const pushKeyResponse = z.strictObject({ publicKey: z.string() });

const base64url = (min: number, max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+={0,2}$/), z.minLength(min), z.maxLength(max));
const pushEndpoint = z.url({ protocol: /^https?$/ }).check(z.maxLength(2048));

/** POST /patient-app/push-subscriptions: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.optional(z.nullable(z.int())),
  keys: z.strictObject({ p256dh: base64url(20, 200), auth: base64url(8, 100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /patient-app/push-subscriptions: the device that no longer wants pushes. */
export const pushSubscriptionRemoval = z.strictObject({ endpoint: pushEndpoint });

/** What the service worker receives in a push and shows (packages/patient/src/lib/offline/reminderPush.ts). */
export const reminderPush = z.strictObject({
  kind: z.enum(reminderKinds),
  title: z.string(),
  body: z.string(),
  /** The app's page that a click opens. */
  url: z.string().check(z.startsWith('/app/')),
  /** One notification per reminder: a repeat replaces the earlier one. */
  tag: z.string(),
});
export type ReminderPush = z.infer<typeof reminderPush>;
