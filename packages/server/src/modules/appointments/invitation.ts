import { formatInSweden } from '@rehab/contract/dates';
import { createEvent } from 'ics';
import type { Mail } from '../../mail/mailer';

export type InvitedEntry = {
  id: string;
  title: string;
  /** The title in English where the product wrote one (decision 0023). */
  titleEn?: string;
  startsAt: Date;
  endsAt: Date;
  videoUrl: string | null;
  sequence: number;
};
type Person = { firstName: string; lastName: string; email: string };

/** The entry as an iCalendar event, its UID the entry's id so an update or cancellation replaces the earlier one. */
export function icsOf(entry: InvitedEntry, physio: Person, patient: Person, method: 'REQUEST' | 'CANCEL'): string {
  const { error, value } = createEvent({
    uid: `${entry.id}@rehabportalen`,
    sequence: entry.sequence,
    method,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: entry.title,
    start: entry.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: entry.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'rehabportalen/appointments',
    ...(entry.videoUrl && { url: entry.videoUrl, location: entry.videoUrl }),
    organizer: { name: `${physio.firstName} ${physio.lastName}`, email: physio.email },
    attendees: [{ name: `${patient.firstName} ${patient.lastName}`, email: patient.email, rsvp: false, role: 'REQ-PARTICIPANT' }],
  });
  // The entry was checked by the contract before; an error here is a bug, not bad input.
  if (error || !value) throw error ?? new Error('no calendar event');
  return value;
}

const when = (entry: InvitedEntry, locale: string) =>
  `${formatInSweden(entry.startsAt, locale, { dateStyle: 'full', timeStyle: 'short', hour12: false })}–${formatInSweden(entry.endsAt, locale, { timeStyle: 'short', hour12: false })}`;

/** The patient's mail about a new, moved or cancelled appointment, in Swedish and English, with the calendar file. */
export function appointmentMail(change: 'booked' | 'moved' | 'cancelled', entry: InvitedEntry, physio: Person, patient: Person, appUrl: string): Mail {
  const physioName = `${physio.firstName} ${physio.lastName}`;
  const sv = { booked: 'Du har fått en tid', moved: 'Din tid har flyttats', cancelled: 'Din tid är avbokad' }[change];
  const en = { booked: 'You have an appointment', moved: 'Your appointment was moved', cancelled: 'Your appointment was cancelled' }[change];
  const video = entry.videoUrl && change !== 'cancelled';
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    to: patient.email,
    subject: `${sv}: ${entry.title} / ${en}`,
    text:
      `Hej ${patient.firstName}!\n\n${sv} hos ${physioName}: ${entry.title}, ${when(entry, 'sv-SE')}.\n` +
      (video ? `Videobesöket öppnar du här: ${entry.videoUrl}\n` : '') +
      `Dina tider finns också i appen: ${appUrl}\n\n` +
      `Hi ${patient.firstName}!\n\n${en} with ${physioName}: ${entry.titleEn || entry.title}, ${when(entry, 'en-GB')}.\n` +
      (video ? `Join the video visit here: ${entry.videoUrl}\n` : '') +
      `Your appointments are also in the app: ${appUrl}\n`,
    icalEvent: { method, filename: method === 'CANCEL' ? 'avbokning.ics' : 'besok.ics', content: icsOf(entry, physio, patient, method) },
  };
}
