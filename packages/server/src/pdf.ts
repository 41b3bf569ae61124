import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** The product's font, from the same package the portal loads it from; embedded, as PDF/UA asks. */
export const poppins = (weight: 400 | 700) =>
  join(dirname(require.resolve('@fontsource/poppins/package.json')), 'files', `poppins-latin-${weight}-normal.woff`);

/**
 * An A4 document tagged as PDF/UA, as every print of a record is: its title shown, its language set, Poppins
 * embedded as the fonts `regular` and `bold`.
 */
export function taggedPdf({ title, author, locale }: { title: string; author: string; locale: string }): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.7',
    // PDF/UA is in pdfkit, but not yet in its published types.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    displayTitle: true,
    lang: locale,
    info: { Title: title, Author: author },
  });
  doc.registerFont('regular', poppins(400));
  doc.registerFont('bold', poppins(700));
  return doc;
}
