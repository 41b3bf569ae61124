import {
  staleDraftRule,
  type AmendNoteBody,
  type DraftSummary,
  type JournalNote,
  type NewNoteBody,
  type NoteTemplate,
  type SaveDraftBody,
} from '@rehab/contract';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalNotes, journalNoteVersions, noteTemplates, patients, users } from '../../db/schema';
import { iso } from '../../dates';
import { badField, HttpError, notFound } from '../../errors';
import type { VisiblePatient } from '../patients/scope';
import { noteViews, templateView } from './view';

/*
 * The journal's rules (docs/rules/journal.md): a draft is its author's alone and saved over as they type, each save
 * from the revision it started at; signing locks it; a signed note changes only by a new signed version (an
 * amendment, with its reason) or by being struck through (with its reason), and is never removed.
 */

/** Notes of the patient the viewer may see: every signed one, and their own drafts. */
const visibleNotes = (patient: VisiblePatient, viewerId: string) =>
  and(eq(journalNotes.patientId, patient.id), or(isNotNull(journalNotes.signedAt), eq(journalNotes.authorId, viewerId)));

export async function listNotes(db: Db, patient: VisiblePatient, viewerId: string): Promise<JournalNote[]> {
  const rows = await db.select().from(journalNotes).where(visibleNotes(patient, viewerId)).orderBy(desc(journalNotes.createdAt), desc(journalNotes.id));
  return noteViews(db, rows);
}

/** One note the viewer may see, or the 404 of a note that does not exist (another's draft is not told). */
export async function getNote(db: Db, patient: VisiblePatient, viewerId: string, noteId: string): Promise<JournalNote> {
  const [row] = await db.select().from(journalNotes).where(and(eq(journalNotes.id, noteId), visibleNotes(patient, viewerId)));
  if (!row) throw notFound('Note not found');
  const [view] = await noteViews(db, [row]);
  if (!view) throw notFound('Note not found');
  return view;
}

/**
 * The templates offered for the patient: their organization's, not retired; one used for the patient already (by a
 * note that is not struck) only when it is repeatable.
 */
export async function offeredTemplates(db: Db, patient: VisiblePatient): Promise<NoteTemplate[]> {
  const rows = await db
    .select()
    .from(noteTemplates)
    .where(
      and(
        eq(noteTemplates.organizationId, patient.organizationId),
        isNull(noteTemplates.retiredAt),
        or(
          eq(noteTemplates.repeatable, true),
          sql`not exists (select 1 from ${journalNotes} where ${journalNotes.patientId} = ${patient.id}
                and ${journalNotes.templateId} = ${noteTemplates.id} and ${journalNotes.struckAt} is null)`,
        ),
      ),
    )
    .orderBy(asc(noteTemplates.createdAt), asc(noteTemplates.id));
  return rows.map(templateView);
}

const blankTitle = { sv: 'Anteckning', en: 'Note' } as const;

/** A new draft from a template offered for the patient (its headings become empty sections), or blank. */
export async function createDraft(db: Db, patient: VisiblePatient, authorId: string, body: NewNoteBody): Promise<JournalNote> {
  const language = body.language ?? 'sv';
  let title: string = body.title ?? blankTitle[language];
  let sections: { heading: string; text: string }[] = [{ heading: title, text: '' }];
  if (body.templateId) {
    const template = (await offeredTemplates(db, patient)).find((each) => each.id === body.templateId);
    if (!template) throw badField('templateId');
    const text = template.texts[language] ?? template.texts.sv ?? template.texts.en;
    if (!text) throw badField('templateId');
    title = body.title ?? text.title;
    sections = text.sections.map((section) => ({ heading: section.heading, text: '' }));
  }
  const noteId = await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(journalNotes)
      .values({ patientId: patient.id, authorId, templateId: body.templateId })
      .returning({ id: journalNotes.id });
    if (!note) throw notFound();
    await tx.insert(journalNoteVersions).values({ noteId: note.id, version: 1, title, sections, writtenBy: authorId });
    return note.id;
  });
  return getNote(db, patient, authorId, noteId);
}

/** The 409 of a save or a signature from a revision that is no longer the draft's: the note as it now is, to merge. */
async function stale(db: Db, patient: VisiblePatient, viewerId: string, noteId: string, message: string) {
  const current = await getNote(db, patient, viewerId, noteId);
  return new HttpError(409, message, [{ property: 'revision', constraints: { [staleDraftRule]: message } }], { current });
}

/** The caller's own draft of this patient, or 404; a signed note is a 409: it is never saved over. */
async function ownDraft(db: Db, patient: VisiblePatient, authorId: string, noteId: string) {
  const [note] = await db.select().from(journalNotes).where(and(eq(journalNotes.id, noteId), visibleNotes(patient, authorId)));
  if (!note) throw notFound('Note not found');
  if (note.signedAt || note.authorId !== authorId) {
    throw new HttpError(409, 'The note is signed; correct it with an amendment', [{ property: 'noteId', constraints: { signed: 'The note is signed' } }]);
  }
  return note;
}

/** Saves the draft's text over its one version, if nobody saved it since `revision` (else the 409 with the newer text). */
export async function saveDraft(db: Db, patient: VisiblePatient, authorId: string, noteId: string, body: SaveDraftBody): Promise<JournalNote> {
  await ownDraft(db, patient, authorId, noteId);
  const saved = await db.transaction(async (tx) => {
    // The revision moves on in the same statement that checks it, so two saves from one revision cannot both pass.
    const [moved] = await tx
      .update(journalNotes)
      .set({ revision: sql`${journalNotes.revision} + 1`, updatedAt: sql`now()` })
      .where(and(eq(journalNotes.id, noteId), eq(journalNotes.revision, body.revision), isNull(journalNotes.signedAt)))
      .returning({ id: journalNotes.id });
    if (!moved) return false;
    await tx
      .update(journalNoteVersions)
      .set({ title: body.title, sections: body.sections, writtenAt: sql`now()` })
      .where(and(eq(journalNoteVersions.noteId, noteId), eq(journalNoteVersions.version, 1)));
    return true;
  });
  if (!saved) throw await stale(db, patient, authorId, noteId, 'The draft was saved elsewhere since you opened it');
  return getNote(db, patient, authorId, noteId);
}

/** Signs the draft as saved at `revision`: from then on it is locked (who signed it, when). */
export async function signNote(db: Db, patient: VisiblePatient, authorId: string, noteId: string, revision: number): Promise<JournalNote> {
  await ownDraft(db, patient, authorId, noteId);
  const [first] = await db
    .select({ sections: journalNoteVersions.sections })
    .from(journalNoteVersions)
    .where(and(eq(journalNoteVersions.noteId, noteId), eq(journalNoteVersions.version, 1)));
  if (!first?.sections.some((section) => section.text.trim() !== '')) throw badField('sections', 'required', 'sections is required');
  const signed = await db.transaction(async (tx) => {
    const [note] = await tx
      .update(journalNotes)
      .set({ signedAt: sql`now()`, signedBy: authorId, updatedAt: sql`now()` })
      .where(and(eq(journalNotes.id, noteId), eq(journalNotes.revision, revision), isNull(journalNotes.signedAt)))
      .returning({ signedAt: journalNotes.signedAt });
    if (!note) return false;
    await tx
      .update(journalNoteVersions)
      .set({ signedAt: note.signedAt, signedBy: authorId })
      .where(and(eq(journalNoteVersions.noteId, noteId), eq(journalNoteVersions.version, 1)));
    return true;
  });
  if (!signed) throw await stale(db, patient, authorId, noteId, 'The draft was saved elsewhere since; sign what it now says');
  return getNote(db, patient, authorId, noteId);
}

/** A signed, not struck note of the patient, or 404 / 409. */
async function signedNote(db: Db, patient: VisiblePatient, viewerId: string, noteId: string) {
  const [note] = await db.select().from(journalNotes).where(and(eq(journalNotes.id, noteId), visibleNotes(patient, viewerId)));
  if (!note) throw notFound('Note not found');
  if (!note.signedAt) throw new HttpError(409, 'A draft is changed by saving it, not by an amendment', [{ property: 'noteId', constraints: { draft: 'The note is a draft' } }]);
  if (note.struckAt) throw new HttpError(409, 'The note is struck through', [{ property: 'noteId', constraints: { struck: 'The note is struck through' } }]);
  return note;
}

/** A correction of a signed note: a new version with its reason, signed by its writer as it is made. */
export async function amendNote(db: Db, patient: VisiblePatient, writerId: string, noteId: string, body: AmendNoteBody): Promise<JournalNote> {
  await signedNote(db, patient, writerId, noteId);
  // Two amendments at once both take the next number; the second meets the primary key and is a 409.
  const [last] = await db
    .select({ version: sql<number>`max(${journalNoteVersions.version})` })
    .from(journalNoteVersions)
    .where(eq(journalNoteVersions.noteId, noteId));
  const signedAt = new Date();
  await db.insert(journalNoteVersions).values({
    noteId,
    version: Number(last?.version ?? 0) + 1,
    title: body.title,
    sections: body.sections,
    reason: body.reason,
    writtenBy: writerId,
    writtenAt: signedAt,
    signedBy: writerId,
    signedAt,
  });
  return getNote(db, patient, writerId, noteId);
}

/** A note written in error: struck through with the reason, once; its text stays for the record. */
export async function strikeNote(db: Db, patient: VisiblePatient, actorId: string, noteId: string, reason: string): Promise<JournalNote> {
  await signedNote(db, patient, actorId, noteId);
  const [struck] = await db
    .update(journalNotes)
    .set({ struckAt: sql`now()`, struckBy: actorId, strikeReason: reason })
    .where(and(eq(journalNotes.id, noteId), isNull(journalNotes.struckAt)))
    .returning({ id: journalNotes.id });
  if (!struck) throw new HttpError(409, 'The note is struck through', [{ property: 'noteId', constraints: { struck: 'The note is struck through' } }]);
  return getNote(db, patient, actorId, noteId);
}

/** Throws away the caller's own draft; a signed note is never removed (409). */
export async function discardDraft(db: Db, patient: VisiblePatient, authorId: string, noteId: string): Promise<void> {
  await ownDraft(db, patient, authorId, noteId);
  await db.transaction(async (tx) => {
    await tx.delete(journalNoteVersions).where(and(eq(journalNoteVersions.noteId, noteId), isNull(journalNoteVersions.signedAt)));
    await tx.delete(journalNotes).where(and(eq(journalNotes.id, noteId), isNull(journalNotes.signedAt)));
  });
}

/** The caller's unsigned drafts, newest first, with whose they are (the dashboard); only patients still in their scope. */
export async function listOwnDrafts(db: Db, authorId: string, visible: SQL): Promise<DraftSummary[]> {
  const rows = await db
    .select({
      id: journalNotes.id,
      updatedAt: journalNotes.updatedAt,
      title: journalNoteVersions.title,
      patient: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(journalNotes)
    .innerJoin(journalNoteVersions, and(eq(journalNoteVersions.noteId, journalNotes.id), eq(journalNoteVersions.version, 1)))
    .innerJoin(patients, eq(patients.userId, journalNotes.patientId))
    .innerJoin(users, eq(users.id, journalNotes.patientId))
    .where(and(eq(journalNotes.authorId, authorId), isNull(journalNotes.signedAt), isNull(users.deletedAt), visible))
    .orderBy(desc(journalNotes.updatedAt))
    .limit(100);
  return rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }));
}
