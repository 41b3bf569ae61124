import type { JournalNote } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { journalPdf, type JournalPrint, type PrintedNote } from './print';
import en from '@rehab/locales/en/journalPrint.json' with { type: 'json' };
import sv from '@rehab/locales/sv/journalPrint.json' with { type: 'json' };

/** The notes a print holds: the signed ones (struck ones marked as such), never a draft. */
export const printedNotes = (notes: JournalNote[]): PrintedNote[] =>
  notes.flatMap((note) => (note.status === 'draft' || !note.signedAt ? [] : [{ ...note, signedAt: note.signedAt }]));

/** The name a staff print says it was printed by. */
export async function staffName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

/** Sends the print as a download named after the patient's record, not kept by any cache. */
export function sendJournalPdf(reply: FastifyReply, print: JournalPrint) {
  const name = (print.lang === 'sv' ? sv : en).fileName;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}-${(print.now ?? new Date()).toISOString().slice(0, 10)}.pdf"`)
    .header('cache-control', 'no-store')
    .send(journalPdf(print));
}
