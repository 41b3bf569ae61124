import { noteBlocks, type NoteSection } from '@rehab/contract';
import type { NoteTextSection } from '@rehab/ui';

export const shownSections = (sections: NoteSection[]): NoteTextSection[] =>
  sections.map((section) => ({ heading: section.heading, blocks: noteBlocks(section.text) }));

/** What an access-log action read, as a key of `patientJournal:what`; any other is "other". */
export function whatKey(action: string): string {
  const known = ['read:medical-notes', 'read:medical-note', 'read:patient', 'read:program', 'read:questionnaires', 'read:feedback', 'read:health-report', 'read:activity-statistic', 'read:chat-messages', 'read:chat-list'];
  if (action.startsWith('denied:')) return 'denied';
  if (action === 'print:program') return 'printProgram';
  if (action.startsWith('print:')) return 'print';
  if (action === 'export:statistics') return 'export-statistics';
  if (action.startsWith('export:')) return 'export';
  if (known.includes(action)) return action.replace('read:', '');
  return action.startsWith('write:') ? 'write' : 'other';
}
