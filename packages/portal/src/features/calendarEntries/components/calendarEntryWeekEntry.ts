import type { CalendarEntry } from '@rehab/contract';
import type { CalendarWeekEntry } from '@rehab/ui';

/** A calendar entry as an entry of the week calendar; one without a patient is the specialist's own. */
export function calendarEntryWeekEntry(entry: CalendarEntry, ownEntryName: string): CalendarWeekEntry {
  return {
    id: entry.id,
    start: new Date(entry.startsAt),
    title: entry.title,
    patientName: entry.patient ? `${entry.patient.firstName} ${entry.patient.lastName}` : ownEntryName,
    type: entry.type,
  };
}
