import { z } from 'zod/mini';
import { appLanguages } from './patient-app';
import { apiErrorBody } from './errors';
import { freeText, isoDate, isoDateTime } from './validation';
import { difficulty, exerciseType } from './enums';
import { questionnaire } from './records';

/*
 * The patient's journal (docs/rules/journal.md): notes a physio writes from an organization's template or blank,
 * saved as a draft while typed, signed, then corrected only by amendments or struck through; never changed in place.
 */

/** Bounds of every text of a note and a template. */
export const journalBounds = {
  title: 200,
  heading: 200,
  hint: 1000,
  /** One section's text: a long anamnesis fits several times over. */
  text: 20_000,
  sections: 30,
  reason: 1000,
} as const;

const oneLine = (max: number) => freeText(max, { multiline: false, trim: true });
const headingField = oneLine(journalBounds.heading).check(z.minLength(1));
const titleField = oneLine(journalBounds.title).check(z.minLength(1));
const reasonField = freeText(journalBounds.reason, { trim: true }).check(z.minLength(1));

/** One section of a note: a heading and its text (plain text; paragraphs split by a blank line, lists by "- " or "1. "). */
export const noteSection = z.object({ heading: z.string(), text: z.string() });
export const noteSectionInput = z.strictObject({ heading: headingField, text: freeText(journalBounds.text) });
const sectionsInput = z.array(noteSectionInput).check(z.maxLength(journalBounds.sections));

export const noteStatuses = ['draft', 'signed', 'struck'] as const;
export const noteStatus = z.enum(noteStatuses);
export const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });

/** One version of a note: the first (the signed draft) or an amendment, with who wrote and signed it and why. */
export const noteVersion = z.object({
  version: z.int(),
  kind: z.enum(['original', 'amendment']),
  title: z.string(),
  sections: z.array(noteSection),
  /** Why an amendment was made; null for the original. */
  reason: z.nullable(z.string()),
  writtenBy: z.nullable(person),
  writtenAt: isoDateTime,
  signedBy: z.nullable(person),
  signedAt: z.nullable(isoDateTime),
});

/**
 * GET /patients/list/{userId}/medical-notes/list and …/{noteId}: a note with its current text (the latest version)
 * and every version. A draft is shown only to its author. `revision` counts the saves of a draft: a save names the
 * revision it started from.
 */
export const journalNote = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  templateId: z.nullable(z.uuid()),
  status: noteStatus,
  title: z.string(),
  sections: z.array(noteSection),
  revision: z.int(),
  author: z.nullable(person),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  signedBy: z.nullable(person),
  signedAt: z.nullable(isoDateTime),
  /** When the latest amendment was signed, if any. */
  amendedAt: z.nullable(isoDateTime),
  struckBy: z.nullable(person),
  struckAt: z.nullable(isoDateTime),
  strikeReason: z.nullable(z.string()),
  versions: z.array(noteVersion),
});
export const journalNoteListResponse = z.array(journalNote);
export const journalNoteParams = z.strictObject({ userId: z.uuid(), noteId: z.uuid() });

/** POST /patients/list/{userId}/medical-notes: a draft from template `templateId` (its headings become the sections) or blank. */
export const newNoteBody = z.strictObject({
  templateId: z.nullable(z.uuid()),
  /** The template's language to take its headings in; the other one when it has none in it. */
  language: z._default(z.enum(appLanguages), 'sv'),
  title: z.optional(titleField),
});

/**
 * GET /patients/list/{userId}/medical-notes.pdf, …/medical-notes/{noteId}.pdf and /patient-app/journal.pdf: the
 * signed notes as an accessible PDF, in `language`; GET /patients/list/{userId}/program.pdf and
 * /patient-app/program.pdf: the program so. Each print is an access-log row of its own kind.
 */
export const journalPrintQuery = z.strictObject({ language: z._default(z.enum(appLanguages), 'sv') });

/** PUT /patients/list/{userId}/medical-notes/{noteId}/draft: the draft's text, saved from `revision`. */
export const saveDraftBody = z.strictObject({
  revision: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  title: titleField,
  sections: sectionsInput,
});

/** The 409 of a stale save: the error shape, with the note as it now stands to merge with. */
export const staleDraftError = z.extend(apiErrorBody, { current: journalNote });
export const staleDraftRule = 'stale';

/** POST …/{noteId}/sign: signs the draft as saved at `revision`. */
export const signNoteBody = z.strictObject({ revision: z.int().check(z.minimum(0), z.maximum(1_000_000)) });

/** POST …/{noteId}/amendments: a correction of a signed note, signed as it is made. */
export const amendNoteBody = z.strictObject({ reason: reasonField, title: titleField, sections: sectionsInput });

/** POST …/{noteId}/strike: a note written in error, struck through with the reason. */
export const strikeNoteBody = z.strictObject({ reason: reasonField });

/** A template's text in one language: its name and its headings, each with a hint of what to write. */
export const templateText = z.object({
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), hint: z.string() })),
});
const templateTextInput = z.strictObject({
  title: titleField,
  sections: z
    .array(z.strictObject({ heading: headingField, hint: freeText(journalBounds.hint, { trim: true }) }))
    .check(z.minLength(1), z.maxLength(journalBounds.sections)),
});

/** An organization's note template, in Swedish, English or both. */
export const noteTemplate = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  texts: z.object({ sv: z.nullable(templateText), en: z.nullable(templateText) }),
  /** Offered again after it was used for a patient (a follow-up, a visit note). */
  repeatable: z.boolean(),
  retired: z.boolean(),
  updatedAt: isoDateTime,
});
export const noteTemplateListResponse = z.array(noteTemplate);

/** POST /organizations/{id}/note-templates, PUT …/{templateId}: at least one language. */
export const noteTemplateBody = z
  .strictObject({
    texts: z.strictObject({ sv: z.nullable(templateTextInput), en: z.nullable(templateTextInput) }),
    repeatable: z.boolean(),
    retired: z._default(z.boolean(), false),
  })
  .check(z.refine((body) => body.texts.sv !== null || body.texts.en !== null, { path: ['texts'], message: 'texts is required' }));
export const noteTemplateParams = z.strictObject({ id: z.uuid(), templateId: z.uuid() });

/** GET and PUT /organizations/{id}/journal-settings: what the organization shows its patients of their journal. */
export const journalSettings = z.strictObject({
  /** The signed notes appear in the patient app's "Min journal". */
  sharesNotesWithPatients: z.boolean(),
  /** The patient's log extract names the staff member who opened the record, not only their role. */
  namesStaffInLogExtract: z.boolean(),
});

/** GET /specialists/medical-notes/drafts: the caller's unsigned drafts, for the dashboard. */
export const draftSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  updatedAt: isoDateTime,
  patient: person,
});
export const draftListResponse = z.array(draftSummary);

/** GET /patient-app/journal: the patient's signed notes, where their organization shares them (else `shared` is false). */
export const patientJournalNote = z.object({
  id: z.uuid(),
  status: z.enum(['signed', 'struck']),
  title: z.string(),
  sections: z.array(noteSection),
  signedBy: z.nullable(person),
  signedAt: isoDateTime,
  amendedAt: z.nullable(isoDateTime),
  struckAt: z.nullable(isoDateTime),
  strikeReason: z.nullable(z.string()),
});
export const patientJournalResponse = z.object({ shared: z.boolean(), notes: z.array(patientJournalNote) });

/**
 * GET /patient-app/journal/readers: who opened the patient's record (Patientdatalagen 8 kap. 5 §), newest first: the
 * organization, the reader's role, their name where the organization allows it, when and what (the log's action).
 */
export const journalReader = z.object({
  at: isoDateTime,
  organization: z.nullable(z.string()),
  role: z.enum(['physio', 'org_admin', 'system_admin', 'patient']),
  staff: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  action: z.string(),
  outcome: z.enum(['allowed', 'denied']),
});
export const journalReadersQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 200),
});
export const journalReadersResponse = z.array(journalReader);

/** One block of a section's text as shown: a paragraph, or a list of items. */
export type NoteBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

const bullet = /^\s*[-•*]\s+/;
const numbered = /^\s*\d{1,3}[.)]\s+/;

/**
 * A section's plain text as blocks, the one way both apps render it (as text nodes, never as HTML): blank lines
 * part paragraphs, lines starting "- " (or "• ", "* ") make a list, lines starting "1. " a numbered one.
 */
export function noteBlocks(text: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
      paragraph = [];
    };
    for (const line of lines) {
      const ordered = numbered.test(line);
      if (ordered || bullet.test(line)) {
        flush();
        const item = line.replace(ordered ? numbered : bullet, '');
        const last = blocks.at(-1);
        if (last?.kind === 'list' && last.ordered === ordered && paragraph.length === 0) last.items.push(item);
        else blocks.push({ kind: 'list', ordered, items: [item] });
      } else {
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

export type NoteSection = z.infer<typeof noteSection>;
export type NoteVersion = z.infer<typeof noteVersion>;
export type JournalNote = z.infer<typeof journalNote>;
export type NoteStatus = z.infer<typeof noteStatus>;
export type NewNoteBody = z.input<typeof newNoteBody>;
export type SaveDraftBody = z.infer<typeof saveDraftBody>;
export type AmendNoteBody = z.infer<typeof amendNoteBody>;
export type NoteTemplate = z.infer<typeof noteTemplate>;
/**
 * GET /patient-app/record: the rest of the patient's own record beside the notes, for Min journal: the program's
 * lines (newest first) with their exercises, the questionnaires with the answers, and the feedback given.
 */
export const ownProgramLine = z.object({
  id: z.uuid(),
  type: exerciseType,
  level: z.int(),
  /** 1 Monday .. 7 Sunday. */
  day: z.int(),
  start: isoDate,
  finish: isoDate,
  exercises: z.array(z.object({ sv: z.string(), en: z.string() })),
});
export const ownFeedback = z.object({
  id: z.uuid(),
  /** The exercise's name, or the kind of activity where it was not an exercise of the library. */
  exercise: z.object({ sv: z.string(), en: z.string() }),
  feedback: difficulty,
  pain: z.nullable(z.int()),
  note: z.nullable(z.string()),
  at: isoDateTime,
});
export const ownRecordResponse = z.object({
  program: z.array(ownProgramLine),
  questionnaires: z.array(questionnaire),
  feedback: z.array(ownFeedback),
});

export type TemplateText = z.infer<typeof templateText>;
export type NoteTemplateBody = z.input<typeof noteTemplateBody>;
export type JournalSettings = z.infer<typeof journalSettings>;
export type DraftSummary = z.infer<typeof draftSummary>;
export type StaleDraftError = z.infer<typeof staleDraftError>;
export type PatientJournalNote = z.infer<typeof patientJournalNote>;
export type PatientJournalResponse = z.infer<typeof patientJournalResponse>;
export type JournalReader = z.infer<typeof journalReader>;
export type OwnProgramLine = z.infer<typeof ownProgramLine>;
export type OwnFeedback = z.infer<typeof ownFeedback>;
export type OwnRecordResponse = z.infer<typeof ownRecordResponse>;
