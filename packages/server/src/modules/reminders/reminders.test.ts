import { reminderPush, reminderSettings as settingsSchema } from '@rehab/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEntries, patients, pushSubscriptions, reminderDeliveries, reminderSettings, tasks } from '../../db/schema';
import { smtpMailer } from '../../mail/mailer';
import { until } from '../../realtime/cluster-harness';
import { bearer, present, startSmtpCapture, startTestServer, type TestServer } from '../../testing';
import { dueReminders } from './due';
import { startPushServiceDouble } from './push-service-testing';
import { startReminderQueue, type ReminderQueue } from './queue';
import { reminderSender } from './send';
import { loadVapid } from './vapid';

/** A fixed Tuesday, far from the seeded weeks, so only this file's tasks and visits fall on it. */
const day = '2030-03-12';
const at = (time: string, date = day) => new Date(`${date}T${time}:00+01:00`);

describe('reminders', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let pushService: Awaited<ReturnType<typeof startPushServiceDouble>>;
  let queue: ReminderQueue | undefined;
  /** Four patients in treatment: busy (tasks planned), done (all done), skipper (one skipped), visitor (a visit tomorrow). */
  let busy: string;
  let done: string;
  let skipper: string;
  let visitor: string;
  /** In treatment, with no tasks that day and no choices made: the defaults. */
  let undecided: string;
  let now = at('08:00');

  const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const keysAt = async (time: string) =>
    (await dueReminders(server.database.db, at(time)))
      .filter((each) => [busy, done, skipper, visitor].includes(each.patientId))
      .map((each) => `${each.kind}:${[busy, done, skipper, visitor].indexOf(each.patientId)}`)
      .sort();
  const record = (patientId: string, kind: 'daily' | 'evening' | 'appointment') =>
    server.database.db.insert(reminderDeliveries).values({ patientId, day, kind, pushes: 0, mailed: false });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    pushService = await startPushServiceDouble();
    server = await startTestServer({ mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'), seedOptions: { patients: 8, weeks: 1 } });
    const active = await server.database.db.select({ id: patients.userId }).from(patients).where(eq(patients.status, 'active')).limit(5);
    [busy, done, skipper, visitor, undecided] = active.map((each) => each.id) as [string, string, string, string, string];
    const ids = [busy, done, skipper, visitor];
    // These four asked for mail; the defaults send none.
    await server.database.db
      .insert(reminderSettings)
      .values(ids.map((patientId) => ({ patientId, daily: true, dailyTime: '09:00', appointment: true, push: true, mail: true })));
    await server.database.db.delete(tasks).where(inArray(tasks.patientId, ids));
    await server.database.db.delete(calendarEntries).where(inArray(calendarEntries.patientId, ids));
    const task = (patientId: string, status: 'planned' | 'done' | 'skipped') => ({ patientId, type: 'walking' as const, status, bookedDate: day });
    await server.database.db.insert(tasks).values([
      task(busy, 'planned'),
      task(busy, 'planned'),
      task(done, 'done'),
      task(skipper, 'skipped'),
      task(skipper, 'planned'),
    ]);
    await server.database.db.insert(calendarEntries).values({
      patientId: visitor,
      type: 'appointment',
      title: 'Återbesök',
      startsAt: at('08:30', '2030-03-13'),
      endsAt: at('09:00', '2030-03-13'),
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await server.close();
    await smtp.close();
    await pushService.close();
  });

  it('reminds at the chosen time while today is not done, and the day before a visit', async () => {
    expect(await keysAt('08:59')).toEqual([]);
    expect(await keysAt('09:00')).toEqual(['appointment:3', 'daily:0', 'daily:2']);
    expect(await keysAt('18:59')).toEqual(['appointment:3', 'daily:0', 'daily:2']);
    // The evening repeats only a daily reminder that went out, and only while nothing of the day is logged.
    expect(await keysAt('19:00')).toEqual(['appointment:3']);
    await record(busy, 'daily');
    await record(skipper, 'daily');
    expect(await keysAt('19:00')).toEqual(['appointment:3', 'evening:0']);
    await record(busy, 'evening');
    await record(visitor, 'appointment');
    expect(await keysAt('19:30')).toEqual([]);
    await server.database.db.delete(reminderDeliveries).where(inArray(reminderDeliveries.patientId, [busy, skipper, visitor]));
    // Nothing at night: a reminder the server could not send in the day is not sent then.
    expect(await keysAt('22:00')).toEqual([]);
  });

  it('follows what the patient turned on and off, and the time they chose', async () => {
    const fresh = await server.signInPatient(undecided);
    expect(settingsSchema.parse((await call(fresh, 'GET', '/patient-app/reminders')).json())).toEqual({
      daily: true,
      dailyTime: '09:00',
      appointment: true,
      push: true,
      mail: false,
    });
    // With the defaults a reminder reaches the patient only once a device of theirs takes notifications.
    await server.database.db.insert(tasks).values({ patientId: undecided, type: 'walking', status: 'planned', bookedDate: day });
    expect((await dueReminders(server.database.db, at('09:00'))).filter((each) => each.patientId === undecided)).toEqual([]);
    await server.database.db.insert(pushSubscriptions).values({ patientId: undecided, endpoint: 'https://push.example/undecided', p256dh: 'key', auth: 'auth' });
    expect((await dueReminders(server.database.db, at('09:00'))).filter((each) => each.patientId === undecided)).toEqual([{ patientId: undecided, day, kind: 'daily' }]);
    await server.database.db.delete(tasks).where(eq(tasks.patientId, undecided));

    const token = await server.signInPatient(busy);
    expect(settingsSchema.parse((await call(token, 'GET', '/patient-app/reminders')).json())).toMatchObject({ mail: true, dailyTime: '09:00' });
    const wrong = await call(token, 'PUT', '/patient-app/reminders', { daily: true, dailyTime: '25:00', appointment: true, push: true, mail: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ statusCode: 400, errors: [{ property: 'dailyTime' }] });
    const late = await call(token, 'PUT', '/patient-app/reminders', { daily: true, dailyTime: '19:30', appointment: true, push: true, mail: true });
    expect(late.statusCode).toBe(400);

    const changed = await call(token, 'PUT', '/patient-app/reminders', { daily: true, dailyTime: '07:15', appointment: true, push: false, mail: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await keysAt('07:14')).toEqual([]);
    expect(await keysAt('07:15')).toEqual(['daily:0']);
    await call(token, 'PUT', '/patient-app/reminders', { daily: false, dailyTime: '07:15', appointment: true, push: false, mail: true });
    expect(await keysAt('09:00')).toEqual(['appointment:3', 'daily:2']);

    const visitorToken = await server.signInPatient(visitor);
    await call(visitorToken, 'PUT', '/patient-app/reminders', { daily: true, dailyTime: '09:00', appointment: false, push: true, mail: true });
    expect(await keysAt('09:00')).toEqual(['daily:2']);
    await call(visitorToken, 'PUT', '/patient-app/reminders', { daily: true, dailyTime: '09:00', appointment: true, push: true, mail: true });
    await call(token, 'PUT', '/patient-app/reminders', { daily: true, dailyTime: '09:00', appointment: true, push: true, mail: true });
  });

  it('sends each reminder once through the job queue: an encrypted push and a mail in the patient’s language', async () => {
    const vapid = loadVapid(undefined, server.dataDir, 'mailto:no-reply@rehab.test');
    const token = await server.signInPatient(busy);
    const key = await call(token, 'GET', '/patient-app/push-key');
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });
    // The device subscribes at the push service with the server's key, and the app hands its subscription over.
    const device = await pushService.subscribe(vapid.publicKey);
    const stored = await call(token, 'POST', '/patient-app/push-subscriptions', { endpoint: device.endpoint, expirationTime: null, keys: device.keys });
    expect(stored.statusCode, stored.body).toBe(204);
    await server.database.db.update(patients).set({ language: 'en' }).where(eq(patients.userId, skipper));

    now = at('09:05');
    queue = await startReminderQueue({
      database: server.database,
      sender: reminderSender({ db: server.database.db, mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'), vapid, appUrl: 'https://rehab.test', pushAgent: pushService.agent }),
      clock: () => now,
      schedule: false,
      pollingIntervalSeconds: 0.5,
    });
    const mails = [smtp.nextMail(), smtp.nextMail(), smtp.nextMail()];
    expect((await queue.queueDue()).filter((each) => each.includes(busy) || each.includes(skipper) || each.includes(visitor)).sort()).toHaveLength(3);
    const received = await Promise.all(mails.map(async (mail) => simpleParser((await mail).raw)));
    const deliveries = () => server.database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.day, day));
    await until(async () => (await deliveries()).length === 3, 30_000, 'three reminders recorded');

    const subjects = received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['Dags för dagens träning', 'Du har en tid i morgon', "Time for today's exercises"]);
    const english = present(received.find((mail) => mail.subject === "Time for today's exercises"));
    expect(english.text).toContain('https://rehab.test/app/');
    expect(english.text).toContain('Turn them off under Profile in the app: https://rehab.test/app/profile');

    // The push service checked the VAPID signature and decrypted the payload with the device's key.
    const pushes = await pushService.received(device.clientHash);
    expect(pushes.map((each) => reminderPush.parse(JSON.parse(each)))).toEqual([
      { kind: 'daily', title: 'Dags för dagens träning', body: 'Du har uppgifter kvar i dag. Öppna appen och se vad som väntar.', url: '/app/', tag: `today-${day}` },
    ]);
    expect(present((await deliveries()).find((row) => row.patientId === busy))).toMatchObject({ kind: 'daily', pushes: 1, mailed: true });

    // Asked again, the queue finds nothing owed: no reminder goes twice.
    expect(await queue.queueDue()).toEqual([]);
    now = at('09:30');
    expect(await queue.queueDue()).toEqual([]);
  });

  it('forgets a device whose browser dropped the subscription', async () => {
    const vapid = loadVapid(undefined, server.dataDir, 'mailto:no-reply@rehab.test');
    const token = await server.signInPatient(done);
    const device = await pushService.subscribe(vapid.publicKey);
    await call(token, 'POST', '/patient-app/push-subscriptions', { endpoint: device.endpoint, keys: device.keys });
    await pushService.expire(device.clientHash);
    await server.database.db.insert(tasks).values({ patientId: done, type: 'walking', status: 'planned', bookedDate: day });
    const sender = reminderSender({ db: server.database.db, mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'), vapid, appUrl: 'https://rehab.test', pushAgent: pushService.agent });
    const mail = smtp.nextMail();
    expect(await sender.send({ patientId: done, day, kind: 'daily' }, at('10:00'))).toBe('sent');
    await mail;
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.patientId, done))).toEqual([]);
    const [row] = await server.database.db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.patientId, done), eq(reminderDeliveries.kind, 'daily')));
    expect(row).toMatchObject({ pushes: 0, mailed: true });
    // Sent once: the same key again sends nothing.
    expect(await sender.send({ patientId: done, day, kind: 'daily' }, at('10:01'))).toBe('not-due');
  });

  it('removes a device on the patient’s word, only their own', async () => {
    const token = await server.signInPatient(visitor);
    const device = await pushService.subscribe(loadVapid(undefined, server.dataDir, 'mailto:x@rehab.test').publicKey);
    await call(token, 'POST', '/patient-app/push-subscriptions', { endpoint: device.endpoint, keys: device.keys });
    const other = await server.signInPatient(busy);
    await call(other, 'DELETE', '/patient-app/push-subscriptions', { endpoint: device.endpoint });
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(1);
    const removed = await call(token, 'DELETE', '/patient-app/push-subscriptions', { endpoint: device.endpoint });
    expect(removed.statusCode).toBe(204);
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(0);
  });
});
