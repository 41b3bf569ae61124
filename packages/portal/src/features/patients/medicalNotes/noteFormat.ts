import { noteBlocks, type NoteSection } from '@rehab/contract';
import type { NoteTextSection } from '@rehab/ui';
import { dateLocale } from '@rehab/web/language';

/** When a note was signed or changed: "18 november 2026 10:05", on the 24-hour clock. */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Europe/Stockholm' }).format(new Date(iso));

/** HH:MM, for "Utkast sparat 10:05". */
export const formatTime = (date: Date) =>
  new Intl.DateTimeFormat(dateLocale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Stockholm' }).format(date);

export const personName = (person: { firstName: string; lastName: string } | null, unknown: string) =>
  person ? `${person.firstName} ${person.lastName}` : unknown;

/** A note's sections as the shared NoteText shows them: plain text split into paragraphs and lists. */
export const shownSections = (sections: NoteSection[]): NoteTextSection[] =>
  sections.map((section) => ({ heading: section.heading, blocks: noteBlocks(section.text) }));
