import { apiErrorBody, appointment, patientAppointmentsResponse } from '@rehab/contract';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, calendarEntries } from '../../db/schema';
import { smtpMailer } from '../../mail/mailer';
import { bearer, present, seededOrganization, startSmtpCapture, startTestServer, type TestServer } from '../../testing';

/** Appointments: booked, moved and cancelled by the physio, mailed to the patient as iCalendar over real SMTP. */
describe('appointments', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let anna: string;
  let erik: string;
  let patientId: string;
  let northPatientId: string;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });
  const body = (fields: object = {}) => ({
    type: 'appointment',
    title: 'Återbesök knä',
    startsAt: '2027-01-12T09:00:00+01:00',
    endsAt: '2027-01-12T09:45:00+01:00',
    patientId,
    videoUrl: null,
    ...fields,
  });
  /** The next mail's calendar event, read as a calendar app reads it. */
  const nextInvitation = async () => {
    const mail = await simpleParser((await smtp.nextMail()).raw);
    const calendar = present(mail.attachments.find((each) => each.contentType.startsWith('text/calendar')), 'a calendar part');
    const component = new ICAL.Component(ICAL.parse(calendar.content.toString('utf8')));
    const event = present(component.getFirstSubcomponent('vevent'), 'an event');
    return { mail, method: component.getFirstPropertyValue('method'), event: new ICAL.Event(event), status: event.getFirstPropertyValue('status') };
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'), seedOptions: { patients: 6, weeks: 1 } });
    anna = await server.signIn();
    erik = await server.signIn('erik.holm@demo.se');
    patientId = present(seededOrganization(server.summary, 0).patientIds[0]);
    northPatientId = present(seededOrganization(server.summary, 1).patientIds[0]);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('books a visit with a patient, mails the invitation, and shows it in the app', async () => {
    const invitation = nextInvitation();
    const created = await call(anna, 'POST', '/specialists/calendar-entries', body({ videoUrl: 'https://video.exempel.se/rum/42' }));
    expect(created.statusCode, created.body).toBe(201);
    const entry = appointment.parse(created.json());
    expect(entry).toMatchObject({ title: 'Återbesök knä', videoUrl: 'https://video.exempel.se/rum/42', patient: { id: patientId } });

    const { mail, method, event, status } = await invitation;
    expect(method).toBe('REQUEST');
    expect(status).toBe('CONFIRMED');
    expect(event.uid).toBe(`${entry.id}@rehabportalen`);
    expect(event.summary).toBe('Återbesök knä');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-12T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-12T08:45:00.000Z');
    expect(mail.subject).toMatch(/^Du har fått en tid: Återbesök knä/);
    expect(mail.text).toContain('tisdag 12 januari 2027 kl. 09:00–09:45');
    expect(mail.text).toContain('https://video.exempel.se/rum/42');

    const patient = await server.signInPatient(patientId);
    const coming = patientAppointmentsResponse.parse((await call(patient, 'GET', '/patient-app/appointments')).json());
    expect(coming.find((each) => each.id === entry.id)).toMatchObject({ title: 'Återbesök knä', physio: { firstName: 'Anna' }, videoUrl: 'https://video.exempel.se/rum/42' });
    const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'write:appointment')));
    expect(rows).toHaveLength(1);
  });

  it('moves a visit: the same event with a higher sequence; cancels it: a cancellation', async () => {
    const entry = appointment.parse((await call(anna, 'POST', '/specialists/calendar-entries', body())).json());
    const first = await nextInvitation();
    const moved = nextInvitation();
    const put = await call(anna, 'PUT', `/specialists/calendar-entries/${entry.id}`, body({ startsAt: '2027-01-13T13:00:00+01:00', endsAt: '2027-01-13T13:30:00+01:00' }));
    expect(put.statusCode, put.body).toBe(200);
    const update = await moved;
    expect(update.event.uid).toBe(first.event.uid);
    expect(update.event.sequence).toBe(first.event.sequence + 1);
    expect(update.mail.subject).toMatch(/^Din tid har flyttats/);
    expect(update.event.startDate.toJSDate().toISOString()).toBe('2027-01-13T12:00:00.000Z');

    const cancelled = nextInvitation();
    expect((await call(anna, 'DELETE', `/specialists/calendar-entries/${entry.id}`)).statusCode).toBe(204);
    const cancellation = await cancelled;
    expect(cancellation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    expect(cancellation.event.uid).toBe(first.event.uid);
    expect(cancellation.event.sequence).toBeGreaterThan(update.event.sequence);
    expect(await server.database.db.select().from(calendarEntries).where(eq(calendarEntries.id, entry.id))).toEqual([]);
  });

  it('keeps another physio’s entry and another organization’s patient out: 404, logged, nothing written', async () => {
    const own = appointment.parse((await call(anna, 'POST', '/specialists/calendar-entries', body({ patientId: null, title: 'Teammöte' }))).json());
    expect((await call(erik, 'PUT', `/specialists/calendar-entries/${own.id}`, body({ patientId: null }))).statusCode).toBe(404);
    expect((await call(erik, 'DELETE', `/specialists/calendar-entries/${own.id}`)).statusCode).toBe(404);
    const denied = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'denied:calendar-entry'), eq(auditLog.outcome, 'denied')));
    expect(denied.length).toBeGreaterThanOrEqual(2);

    const before = (await server.database.db.select().from(calendarEntries)).length;
    const outside = await call(erik, 'POST', '/specialists/calendar-entries', body({ patientId: northPatientId }));
    expect(outside.statusCode).toBe(404);
    const refusedRow = await server.database.db.select().from(auditLog).where(and(eq(auditLog.patientId, northPatientId), eq(auditLog.action, 'denied:patient')));
    expect(refusedRow.length).toBeGreaterThan(0);
    const admin = await server.signIn('admin@demo.se');
    expect((await call(admin, 'POST', '/specialists/calendar-entries', body())).statusCode).toBe(403);
    expect((await server.database.db.select().from(calendarEntries)).length).toBe(before);
  });

  it('refuses bad input with the error shape: an end before the start, too long, not https, no title', async () => {
    for (const [fields, property] of [
      [{ endsAt: '2027-01-12T08:00:00+01:00' }, 'endsAt'],
      [{ endsAt: '2027-01-13T09:00:00+01:00' }, 'endsAt'],
      [{ videoUrl: 'http://video.exempel.se/rum' }, 'videoUrl'],
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
      [{ title: '   ' }, 'title'],
      [{ startsAt: '1999-01-01T09:00:00Z', endsAt: '1999-01-01T10:00:00Z' }, 'startsAt'],
      [{ type: 'party' }, 'type'],
    ] as const) {
      const refused = await call(anna, 'POST', '/specialists/calendar-entries', body(fields));
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(apiErrorBody.parse(refused.json()).errors?.map((error) => error.property), JSON.stringify(fields)).toContain(property);
    }
    expect((await call(anna, 'GET', '/patient-app/appointments')).statusCode).toBe(403);
  });
});
