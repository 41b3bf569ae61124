import { dosageWords } from '@rehab/contract';
import { formatCalendarDate, formatInSweden } from '@rehab/contract/dates';
import libraryEn from '@rehab/locales/en/library.json' with { type: 'json' };
import playerEn from '@rehab/locales/en/patientPlayer.json' with { type: 'json' };
import programEn from '@rehab/locales/en/program.json' with { type: 'json' };
import printEn from '@rehab/locales/en/programPrint.json' with { type: 'json' };
import librarySv from '@rehab/locales/sv/library.json' with { type: 'json' };
import playerSv from '@rehab/locales/sv/patientPlayer.json' with { type: 'json' };
import programSv from '@rehab/locales/sv/program.json' with { type: 'json' };
import printSv from '@rehab/locales/sv/programPrint.json' with { type: 'json' };
import { colors } from '@rehab/tokens/values';
import { createInstance, type TFunction } from 'i18next';
import { taggedPdf } from '../../pdf';
import type { PrintedLine } from './printed-program';

export type ProgramPrint = {
  patient: { firstName: string; lastName: string };
  organization: string;
  lines: PrintedLine[];
  lang: 'sv' | 'en';
  /** Who printed it: the staff member's name, or null when the patient downloads their own. */
  printedBy: string | null;
  now?: Date;
};

const resources = {
  sv: { programPrint: printSv, patientPlayer: playerSv, library: librarySv, program: programSv },
  en: { programPrint: printEn, patientPlayer: playerEn, library: libraryEn, program: programEn },
};

/** The print's texts, the app's own words for the dosage, kinds and weekdays, with the plurals of each language. */
type Translators = { t: TFunction; player: TFunction<string> };
const translators = new Map<'sv' | 'en', Promise<Translators>>();
function translator(lang: 'sv' | 'en'): Promise<Translators> {
  let found = translators.get(lang);
  if (!found) {
    const i18n = createInstance();
    found = i18n
      .init({ lng: lang, resources: { [lang]: resources[lang] }, defaultNS: 'programPrint', interpolation: { escapeValue: false }, initAsync: false })
      .then((t) => ({ t, player: i18n.getFixedT(lang, 'patientPlayer') }));
    translators.set(lang, found);
  }
  return found;
}

/**
 * The patient's program as an accessible (tagged, PDF/UA) A4 document, as the journal's print is: a heading per
 * program line, one per exercise with its picture (a figure with its name as the alternative text), dosage,
 * steps as a numbered list, what to watch out for and the physio's comment, in the reader's language.
 */
export async function programPdf({ patient, organization, lines, lang, printedBy, now = new Date() }: ProgramPrint): Promise<PDFKit.PDFDocument> {
  const { t, player } = await translator(lang);
  const locale = lang === 'sv' ? 'sv-SE' : 'en-GB';
  const day = (date: string) => formatCalendarDate(date, locale, { dateStyle: 'long' });
  const patientName = `${patient.firstName} ${patient.lastName}`;
  const doc = taggedPdf({ title: `${t('title')} – ${patientName}`, author: organization, locale });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const root = doc.struct('Document');
  doc.addStructure(root);

  const put = (parent: PDFKit.PDFStructureElement, type: string, value: string, font: 'regular' | 'bold', size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color).text(value, left, undefined, { width, structParent: parent, structType: type });
  const list = (parent: PDFKit.PDFStructureElement, items: string[], ordered: boolean) => {
    const element = doc.struct('L');
    parent.add(element);
    doc.font('regular').fontSize(10).fillColor(colors.darkGrey).list(items, left, undefined, { width, structParent: element, listType: ordered ? 'numbered' : 'bullet' });
    element.end();
  };

  put(root, 'H1', t('title'), 'bold', 20, colors.darkGrey);
  put(root, 'P', t('patient', { name: patientName }), 'regular', 11, colors.darkGrey);
  const when = formatInSweden(now, locale, { dateStyle: 'long', timeStyle: 'short', hour12: false });
  for (const fact of [t('organization', { name: organization }), printedBy ? t('printedBy', { date: when, name: printedBy }) : t('downloaded', { date: when })])
    put(root, 'P', fact, 'regular', 10, colors.mediumGrey);
  if (lines.length === 0) put(root, 'P', t('noLines'), 'regular', 11, colors.darkGrey);

  for (const line of lines) {
    const section = doc.struct('Sect');
    root.add(section);
    doc.moveDown(1);
    // The rule between lines is decoration, not content: an artifact a screen reader skips.
    doc.markContent('Artifact', { type: 'Layout' });
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).stroke(colors.lightMediumGrey);
    doc.endMarkedContent();
    doc.moveDown(0.6);
    const heading = t('line', { weekday: t(`program:weekdays.${line.day}`), kind: t(`program:exerciseTypes.${line.type}`), level: line.level });
    put(section, 'H2', heading, 'bold', 15, colors.darkGrey);
    put(section, 'P', t('period', { start: day(line.start), finish: day(line.finish) }), 'regular', 9, colors.mediumGrey);
    if (line.exercises.length === 0 && line.type !== 'theory-lesson') put(section, 'P', t('noExercises'), 'regular', 10, colors.darkGrey);

    for (const exercise of line.exercises) {
      const name = exercise.name[lang] || exercise.name.sv;
      doc.moveDown(0.6);
      put(section, 'H3', name, 'bold', 12, colors.darkGrey);
      if (exercise.picture) {
        if (doc.y + 150 > bottom) doc.addPage();
        const picture = exercise.picture;
        // The picture is content: a figure whose alternative text names the exercise.
        section.add(doc.struct('Figure', { alt: t('picture', { name }) }, () => doc.image(picture, left, undefined, { fit: [200, 150] })));
        doc.moveDown(0.3);
      }
      const dosage = dosageWords(exercise.dosage, player);
      if (dosage.length > 0) {
        put(section, 'H4', t('dosage'), 'bold', 10, colors.darkGrey);
        list(section, dosage, false);
      }
      const steps = exercise.steps[lang].length > 0 ? exercise.steps[lang] : exercise.steps.sv;
      if (steps.length > 0) {
        put(section, 'H4', t('steps'), 'bold', 10, colors.darkGrey);
        list(section, steps, true);
      }
      const watchOuts = exercise.watchOuts[lang] || exercise.watchOuts.sv;
      if (watchOuts) {
        put(section, 'H4', t('watchOuts'), 'bold', 10, colors.darkGrey);
        put(section, 'P', watchOuts, 'regular', 10, colors.darkGrey);
      }
      if (exercise.comment) {
        put(section, 'H4', t('comment'), 'bold', 10, colors.darkGrey);
        put(section, 'P', exercise.comment, 'regular', 10, colors.darkGrey);
      }
    }
    section.end();
  }
  root.end();
  doc.end();
  return doc;
}

/** The file name a print is downloaded under, in the reader's language. */
export const programFileName = (lang: 'sv' | 'en', now: Date) => `${(lang === 'sv' ? printSv : printEn).fileName}-${now.toISOString().slice(0, 10)}.pdf`;
