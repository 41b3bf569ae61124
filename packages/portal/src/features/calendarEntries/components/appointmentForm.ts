import { entryType, type AppointmentBody, type CalendarEntry } from '@rehab/contract';
import { clinicTimeZone, dayInSweden, formatTimeInSweden as clock } from '@rehab/contract/dates';
import { parseDateTime, toZoned } from '@internationalized/date';
import { z } from 'zod/mini';

const time = z.string().check(z.regex(/^\d{2}:\d{2}$/, 'required'));

/** The entry's form: a day and two times of day in Sweden, which the call's instants are made from. */
export const appointmentForm = z
  .object({
    type: entryType,
    title: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200)),
    date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'required')),
    start: time,
    end: time,
    patientId: z.nullable(z.string()),
    videoUrl: z.string().check(
      z.trim(),
      z.maxLength(500),
      z.refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), 'https'),
    ),
  })
  .check(z.refine((form) => form.end > form.start, { path: ['end'], message: 'afterStart' }));
export type AppointmentForm = z.infer<typeof appointmentForm>;

/** An instant in ISO form from a day and a time of day as read in Sweden. */
const instant = (date: string, hhmm: string) => toZoned(parseDateTime(`${date}T${hhmm}`), clinicTimeZone).toAbsoluteString();

export const appointmentBodyOf = (form: AppointmentForm): AppointmentBody => ({
  type: form.type,
  title: form.title,
  startsAt: instant(form.date, form.start),
  endsAt: instant(form.date, form.end),
  patientId: form.patientId,
  videoUrl: form.videoUrl === '' ? null : form.videoUrl,
});

/** The form of a new entry (a visit tomorrow at nine unless a day is given) or of one being changed. */
export function appointmentFormOf(
  entry: CalendarEntry | undefined,
  day = dayInSweden(new Date(Date.now() + 86_400_000)),
): AppointmentForm {
  if (!entry) return { type: 'appointment', title: '', date: day, start: '09:00', end: '09:45', patientId: null, videoUrl: '' };
  return {
    type: entry.type,
    title: entry.title,
    date: dayInSweden(new Date(entry.startsAt)),
    start: clock(entry.startsAt),
    end: clock(entry.endsAt),
    patientId: entry.patient?.id ?? null,
    videoUrl: entry.videoUrl ?? '',
  };
}
