import { noteBlocks, type NoteSection } from '@rehab/contract';
import type { NoteTextSection } from '@rehab/ui';

/** An instant as "18 november 2026 10:05" in Swedish time, in either language. */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone: 'Europe/Stockholm' }).format(new Date(iso));

/** A day (YYYY-MM-DD) as "18 november 2026", in either language. */
export const formatDay = (day: string) => new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export const shownSections = (sections: NoteSection[]): NoteTextSection[] =>
  sections.map((section) => ({ heading: section.heading, blocks: noteBlocks(section.text) }));

/** What an access-log action read, as a key of `patientJournal:what`; any other is "other". */
export function whatKey(action: string): string {
  const known = ['read:medical-notes', 'read:medical-note', 'read:patient', 'read:program', 'read:questionnaires', 'read:feedback', 'read:health-report', 'read:activity-statistic', 'read:chat-messages', 'read:chat-list'];
  if (action.startsWith('denied:')) return 'denied';
  if (action.startsWith('print:')) return 'print';
  if (action.startsWith('export:')) return 'export';
  if (known.includes(action)) return action.replace('read:', '');
  return action.startsWith('write:') ? 'write' : 'other';
}
