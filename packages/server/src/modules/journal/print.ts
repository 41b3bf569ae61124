import { noteBlocks } from '@rehab/contract';
import { formatInSweden } from '@rehab/contract/dates';
import en from '@rehab/locales/en/journalPrint.json' with { type: 'json' };
import sv from '@rehab/locales/sv/journalPrint.json' with { type: 'json' };
import { colors } from '@rehab/tokens/values';
import { taggedPdf } from '../../pdf';

type PrintText = typeof sv;
const texts: Record<'sv' | 'en', PrintText> = { sv, en };

type Person = { firstName: string; lastName: string } | null;

/** A signed note as it is printed: its current text, who signed it, and whether it was amended or struck. */
export type PrintedNote = {
  title: string;
  sections: { heading: string; text: string }[];
  signedBy: Person;
  signedAt: string;
  amendedAt: string | null;
  struckAt: string | null;
  strikeReason: string | null;
};

export type JournalPrint = {
  patient: { firstName: string; lastName: string; birthDate: string | null };
  organization: string;
  notes: PrintedNote[];
  lang: 'sv' | 'en';
  /** Who printed it: the staff member's name, or null when the patient downloads their own. */
  printedBy: string | null;
  now?: Date;
};

const nameOf = (person: Person) => (person ? `${person.firstName} ${person.lastName}` : '');
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * The signed notes as an accessible (tagged, PDF/UA) A4 document: a heading per note, its sections as headings and
 * paragraphs and lists, in the reader's language; the rules between notes are artifacts. Drafts
 * are never printed: the caller passes signed notes only.
 */
export function journalPdf({ patient, organization, notes, lang, printedBy, now = new Date() }: JournalPrint): PDFKit.PDFDocument {
  const text = texts[lang];
  const locale = lang === 'sv' ? 'sv-SE' : 'en-GB';
  const when = (at: string) => formatInSweden(new Date(at), locale, { dateStyle: 'long', timeStyle: 'short', hour12: false });
  const patientName = `${patient.firstName} ${patient.lastName}`;
  const doc = taggedPdf({ title: `${text.title} – ${patientName}`, author: organization, locale });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const root = doc.struct('Document');
  doc.addStructure(root);

  const put = (parent: PDFKit.PDFStructureElement, type: string, value: string, font: 'regular' | 'bold', size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color).text(value, left, undefined, { width, structParent: parent, structType: type });

  put(root, 'H1', `${text.title} – ${patientName}`, 'bold', 20, colors.darkGrey);
  const facts = [
    patient.birthDate ? fill(text.born, { date: patient.birthDate }) : null,
    fill(text.organization, { name: organization }),
    fill(printedBy ? text.printedBy : text.downloaded, { date: when(now.toISOString()), name: printedBy ?? '' }),
    notes.length === 0 ? text.noNotes : fill(text.count, { count: String(notes.length) }),
  ].filter((fact): fact is string => fact !== null);
  for (const fact of facts) put(root, 'P', fact, 'regular', 10, colors.mediumGrey);

  for (const note of notes) {
    const article = doc.struct('Sect');
    root.add(article);
    doc.moveDown(1);
    // The rule between notes is decoration, not content: an artifact a screen reader skips.
    doc.markContent('Artifact', { type: 'Layout' });
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).stroke(colors.lightMediumGrey);
    doc.endMarkedContent();
    doc.moveDown(0.6);
    put(article, 'H2', note.title, 'bold', 15, colors.darkGrey);
    const signed = fill(text.signed, { date: when(note.signedAt), name: nameOf(note.signedBy) });
    const amended = note.amendedAt ? ` ${fill(text.amended, { date: when(note.amendedAt) })}` : '';
    put(article, 'P', signed + amended, 'regular', 9, colors.mediumGrey);
    if (note.struckAt) put(article, 'P', fill(text.struck, { date: when(note.struckAt), reason: note.strikeReason ?? '' }), 'bold', 10, colors.errorText);
    for (const section of note.sections) {
      doc.moveDown(0.4);
      put(article, 'H3', section.heading, 'bold', 11, colors.darkGrey);
      // The same blocks both apps draw a section as: paragraphs, and bulleted or numbered lists.
      for (const block of noteBlocks(section.text)) {
        if (block.kind === 'paragraph') {
          put(article, 'P', block.text, 'regular', 10, colors.darkGrey);
          continue;
        }
        const list = doc.struct('L');
        article.add(list);
        doc
          .font('regular')
          .fontSize(10)
          .fillColor(colors.darkGrey)
          .list(block.items, left, undefined, { width, structParent: list, listType: block.ordered ? 'numbered' : 'bullet' });
        list.end();
      }
    }
    article.end();
  }
  root.end();
  doc.end();
  return doc;
}
