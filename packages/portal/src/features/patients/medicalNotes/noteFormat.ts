import { noteBlocks, type NoteSection } from '@rehab/contract';
import type { NoteTextSection } from '@rehab/ui';

export const personName = (person: { firstName: string; lastName: string } | null, unknown: string) =>
  person ? `${person.firstName} ${person.lastName}` : unknown;

/** A note's sections as the shared NoteText shows them: plain text split into paragraphs and lists. */
export const shownSections = (sections: NoteSection[]): NoteTextSection[] =>
  sections.map((section) => ({ heading: section.heading, blocks: noteBlocks(section.text) }));
