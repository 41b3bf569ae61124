import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { whatKey } from './journalTexts';

const what = (language: string) =>
  (JSON.parse(readFileSync(new URL(`../../../../../locales/${language}/patientJournal.json`, import.meta.url), 'utf8')) as { what: Record<string, string> }).what;

describe('what the log extract says was done', () => {
  it('tells a print of the program from a print of the journal, in both languages', () => {
    expect(['print:program', 'print:medical-notes', 'print:medical-note', 'read:program', 'write:program'].map(whatKey)).toEqual(['printProgram', 'print', 'print', 'program', 'write']);
    for (const language of ['sv', 'en']) expect(what(language).printProgram, language).toMatch(/program/);
  });
});
