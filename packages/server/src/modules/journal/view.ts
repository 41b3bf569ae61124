import type { JournalNote, NoteTemplate, NoteVersion } from '@rehab/contract';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalNotes, journalNoteVersions, users, type noteTemplates } from '../../db/schema';
import { iso, isoOrNull } from '../../dates';

type NoteRow = typeof journalNotes.$inferSelect;
type VersionRow = typeof journalNoteVersions.$inferSelect;
type Person = { id: string; firstName: string; lastName: string };

/** The people a set of notes names (authors, signers, strikers), read in one query. */
async function peopleOf(db: Db, ids: (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Notes with their versions as the contract shows them; the current text is the latest version's. */
export async function noteViews(db: Db, notes: NoteRow[]): Promise<JournalNote[]> {
  if (notes.length === 0) return [];
  const versions = await db
    .select()
    .from(journalNoteVersions)
    .where(
      inArray(
        journalNoteVersions.noteId,
        notes.map((note) => note.id),
      ),
    )
    .orderBy(journalNoteVersions.noteId, journalNoteVersions.version);
  const people = await peopleOf(db, [
    ...notes.flatMap((note) => [note.authorId, note.signedBy, note.struckBy]),
    ...versions.flatMap((version) => [version.writtenBy, version.signedBy]),
  ]);
  const who = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  const byNote = new Map<string, VersionRow[]>();
  for (const version of versions) byNote.set(version.noteId, [...(byNote.get(version.noteId) ?? []), version]);
  return notes.map((note) => {
    const own = byNote.get(note.id) ?? [];
    const latest = own.at(-1);
    const amendments = own.filter((version) => version.version > 1);
    return {
      id: note.id,
      patientId: note.patientId,
      templateId: note.templateId,
      status: note.struckAt ? 'struck' : note.signedAt ? 'signed' : 'draft',
      title: latest?.title ?? '',
      sections: latest?.sections ?? [],
      revision: note.revision,
      author: who(note.authorId),
      createdAt: iso(note.createdAt),
      updatedAt: iso(note.updatedAt),
      signedBy: who(note.signedBy),
      signedAt: isoOrNull(note.signedAt),
      amendedAt: isoOrNull(amendments.at(-1)?.signedAt ?? null),
      struckBy: who(note.struckBy),
      struckAt: isoOrNull(note.struckAt),
      strikeReason: note.strikeReason,
      versions: own.map(
        (version): NoteVersion => ({
          version: version.version,
          kind: version.version === 1 ? 'original' : 'amendment',
          title: version.title,
          sections: version.sections,
          reason: version.reason,
          writtenBy: who(version.writtenBy),
          writtenAt: iso(version.writtenAt),
          signedBy: who(version.signedBy),
          signedAt: isoOrNull(version.signedAt),
        }),
      ),
    };
  });
}

/** The patient's signed notes (struck ones too), newest first, with their versions: what the patient may read. */
export async function signedNoteViews(db: Db, patientId: string) {
  const rows = await db
    .select()
    .from(journalNotes)
    .where(and(eq(journalNotes.patientId, patientId), isNotNull(journalNotes.signedAt)))
    .orderBy(desc(journalNotes.signedAt), desc(journalNotes.id));
  return noteViews(db, rows);
}

export function templateView(row: typeof noteTemplates.$inferSelect): NoteTemplate {
  return {
    id: row.id,
    organizationId: row.organizationId,
    texts: { sv: row.textSv ?? null, en: row.textEn ?? null },
    repeatable: row.repeatable,
    retired: row.retiredAt !== null,
    updatedAt: iso(row.updatedAt),
  };
}
