import { z } from 'zod/mini';
import { entryType } from './enums';
import { calendarEntry } from './records';
import { freeText, isoDateTime, requestYears } from './validation';

/*
 * Appointments: the physio's calendar entries, created, moved and cancelled in the portal. An entry with a patient
 * is mailed to them with an iCalendar file and shown in their app; one can carry a video visit's link.
 */

export const appointmentBounds = {
  title: 200,
  videoUrl: 500,
  /** The longest entry: a working day. */
  hours: 12,
} as const;

const within = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= requestYears.first && year <= requestYears.last;
};

/** POST /specialists/calendar-entries and PUT …/{entryId}: what the entry is, when, with whom, and where to meet by video. */
export const appointmentBody = z
  .strictObject({
    type: entryType,
    title: freeText(appointmentBounds.title, { multiline: false, trim: true }).check(z.minLength(1)),
    startsAt: isoDateTime.check(z.refine(within, { message: `must be within the years ${requestYears.first}–${requestYears.last}` })),
    endsAt: isoDateTime.check(z.refine(within, { message: `must be within the years ${requestYears.first}–${requestYears.last}` })),
    patientId: z.nullable(z.uuid()),
    /** A link to the video visit (the clinic's own service), https only. */
    videoUrl: z._default(
      z.nullable(z.url({ protocol: /^https$/, hostname: z.regexes.domain }).check(z.maxLength(appointmentBounds.videoUrl))),
      null,
    ),
  })
  .check(
    z.refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), { path: ['endsAt'], message: 'must be after the start' }),
    z.refine((body) => Date.parse(body.endsAt) - Date.parse(body.startsAt) <= appointmentBounds.hours * 3_600_000, {
      path: ['endsAt'],
      message: `an entry lasts at most ${appointmentBounds.hours} hours`,
    }),
  );
export const calendarEntryParams = z.strictObject({ entryId: z.uuid() });

/** The entry as the calendar lists it, answered after a change. */
export const appointment = calendarEntry;

/** GET /patient-app/appointments: the patient's coming appointments, soonest first, with their physio. */
export const patientAppointment = z.object({
  id: z.uuid(),
  type: entryType,
  title: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  videoUrl: z.nullable(z.string()),
  physio: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
});
export const patientAppointmentsResponse = z.array(patientAppointment);

export type AppointmentBody = z.infer<typeof appointmentBody>;
export type Appointment = z.infer<typeof appointment>;
export type PatientAppointment = z.infer<typeof patientAppointment>;
