import { readerLanguage } from '../../reader-language';
import { appointment, appointmentBody, calendarEntryParams, noQuery, patientAppointmentsResponse, type AppointmentBody } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../../audit/log';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { appointmentMail, type InvitedEntry } from './invitation';
import { appointmentView, cancelEntry, createEntry, findOwnEntry, findTreatedPatient, ownAppointments, personOf, updateEntry } from './service';

type Options = { db: Db; mailer: Mailer; appUrl: string };

/**
 * The patients an entry was and is with, and its physio, read their appointments again (docs/rules/live-updates.md).
 * Decided at send time from the entry itself: a patient taken off an entry hears of it too.
 */
const announce = (app: FastifyInstance, physioId: string, ...patientIds: (string | null | undefined)[]) => {
  for (const patientId of new Set(patientIds)) if (patientId) app.realtime.emit([patientId, physioId], 'appointments:changed', { patientId });
};

/**
 * The physio's own calendar entries: created, moved and cancelled; an entry with a patient is about a patient the
 * physio treats, and the patient is mailed an iCalendar invitation, update or cancellation. The patient's coming
 * appointments in the app.
 */
export const appointmentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, mailer, appUrl }) => {
  // Another's entry is a 404 as the request arrives, before its body is read.
  checkScopeOnArrival(app, db, 'calendar-entry', ['entryId'], (session, id) => findOwnEntry(db, session, id));

  /** The patient an entry names, checked (404 and a denied row when not treated by the caller) before anything is written. */
  const patientOfBody = async (request: FastifyRequest, body: AppointmentBody) => {
    if (!body.patientId) return null;
    const session = sessionOf(request);
    if (session.role !== 'physio') throw new HttpError(403, 'Only a physio books appointments with patients');
    try {
      return await findTreatedPatient(db, session, body.patientId);
    } catch (error) {
      await writeAudit(db, request, { action: 'denied:patient', outcome: 'denied', patientIds: [body.patientId] });
      throw error;
    }
  };
  const tell = (request: FastifyRequest, change: 'booked' | 'moved' | 'cancelled', entry: InvitedEntry, patient: { firstName: string; lastName: string; email: string }) => {
    void personOf(db, sessionOf(request).userId)
      .then((physio) => mailer.send(appointmentMail(change, entry, physio, patient, appUrl)))
      .catch((error: unknown) => request.log.error({ err: error }, 'appointment mail failed'));
  };

  app.post(
    '/specialists/calendar-entries',
    { config: { access: 'staff' }, schema: { querystring: noQuery, body: appointmentBody, response: { 201: appointment } } },
    async (request, reply) => {
      const patient = await patientOfBody(request, request.body);
      const row = await createEntry(db, sessionOf(request), request.body);
      if (patient) {
        await writeAudit(db, request, { action: 'write:appointment', patientIds: [patient.id] });
        tell(request, 'booked', row, patient);
      }
      announce(app, sessionOf(request).userId, row.patientId);
      return reply.code(201).send(appointmentView(row, patient, readerLanguage(request)));
    },
  );

  app.put(
    '/specialists/calendar-entries/:entryId',
    { config: { access: 'staff' }, schema: { params: calendarEntryParams, querystring: noQuery, body: appointmentBody, response: { 200: appointment } } },
    async (request) => {
      const entry = await findOwnEntry(db, sessionOf(request), request.params.entryId);
      const patient = await patientOfBody(request, request.body);
      const before = entry.patientId && entry.patientId !== patient?.id ? await personOf(db, entry.patientId) : null;
      const row = await updateEntry(db, entry, request.body);
      if (before) tell(request, 'cancelled', { ...entry, sequence: row.sequence }, before);
      if (patient) {
        await writeAudit(db, request, { action: 'write:appointment', patientIds: [patient.id] });
        tell(request, entry.patientId === patient.id ? 'moved' : 'booked', row, patient);
      }
      announce(app, sessionOf(request).userId, entry.patientId, row.patientId);
      return appointmentView(row, patient, readerLanguage(request));
    },
  );

  app.delete(
    '/specialists/calendar-entries/:entryId',
    { config: { access: 'staff' }, schema: { params: calendarEntryParams, querystring: noQuery } },
    async (request, reply) => {
      const entry = await findOwnEntry(db, sessionOf(request), request.params.entryId);
      await cancelEntry(db, entry);
      if (entry.patientId) {
        await writeAudit(db, request, { action: 'write:appointment', patientIds: [entry.patientId] });
        tell(request, 'cancelled', { ...entry, sequence: entry.sequence + 1 }, await personOf(db, entry.patientId));
      }
      announce(app, sessionOf(request).userId, entry.patientId);
      return reply.code(204).send();
    },
  );

  app.get('/patient-app/appointments', { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientAppointmentsResponse } } }, async (request) =>
    ownAppointments(db, sessionOf(request).userId, new Date(), readerLanguage(request)),
  );
};
