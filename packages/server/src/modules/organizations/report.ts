import type { OrganizationStatistics } from '@rehab/contract';
import { formatInSweden } from '@rehab/contract/dates';
import { csvLine } from '../../csv';
import { colors } from '@rehab/tokens/values';
import PDFDocument from 'pdfkit';
import { poppins } from '../../pdf';
import en from '@rehab/locales/en/report.json' with { type: 'json' };
import sv from '@rehab/locales/sv/report.json' with { type: 'json' };

type ReportText = typeof sv;
const texts: Record<'sv' | 'en', ReportText> = { sv, en };

export interface ReportInput {
  organization: { title: string; hash: string; contactName: string; contactEmail: string };
  statistics: OrganizationStatistics;
  lang: 'sv' | 'en';
  now?: Date;
}


const percent = (value: number | null, text: ReportText, lang: 'sv' | 'en') =>
  value === null
    ? text.compliance.none
    : new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { style: 'percent', maximumFractionDigits: 0 }).format(value);

const monthName = (month: string, lang: 'sv' | 'en') =>
  new Intl.DateTimeFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const generatedAt = (now: Date, lang: 'sv' | 'en') =>
  formatInSweden(now, lang === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', hour12: false });

/** The file name a download gets, without its extension. */
export const reportFileName = ({ statistics, lang }: Pick<ReportInput, 'statistics' | 'lang'>) =>
  `${texts[lang].fileName}-${statistics.from}-${statistics.to}`;

/** The report as CSV: one line per measure, then one per month; `;` separated as Swedish spreadsheets expect. */
export function reportCsv({ organization, statistics: s, lang, now = new Date() }: ReportInput): string {
  const text = texts[lang];
  const line = csvLine;
  const share = (value: number | null) => (value === null ? '' : value.toFixed(3));
  return [
    line(text.csv.section, text.csv.key, text.csv.value),
    line(text.title, organization.title, organization.hash),
    line(text.title, text.period, `${s.from} – ${s.to}`),
    line(text.title, text.generated, generatedAt(now, lang)),
    line(text.licenses.title, text.licenses.total, s.licenses),
    line(text.licenses.title, text.licenses.used, s.usedLicenses),
    line(text.licenses.title, text.licenses.active, s.activeLicenses),
    line(text.licenses.title, text.licenses.free, Math.max(0, s.licenses - s.usedLicenses)),
    line(text.users.title, text.users.active, s.activeUsers),
    line(text.users.title, text.users.inactive, s.inactiveUsers),
    line(text.compliance.title, text.compliance.exercises, share(s.exerciseCompliance)),
    line(text.compliance.title, text.compliance.theory, share(s.theoryCompliance)),
    '',
    line(text.compliance.month, text.compliance.exercises, text.compliance.theory, text.compliance.dueTasks),
    ...s.months.map((m) => line(m.month, share(m.exerciseCompliance), share(m.theoryCompliance), m.dueTasks)),
    '',
  ].join('\r\n');
}

/** The report as an A4 PDF, streamed while it is drawn. */
export function reportPdf({ organization, statistics: s, lang, now = new Date() }: ReportInput): PDFKit.PDFDocument {
  const text = texts[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${text.title} – ${organization.title}`, Author: organization.title },
  });
  doc.registerFont('regular', poppins(400));
  doc.registerFont('bold', poppins(700));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(22).fillColor(colors.darkGrey).text(text.title);
  doc.font('regular').fontSize(14).fillColor(colors.primaryText).text(organization.title);
  doc.moveDown(0.5).fontSize(10).fillColor(colors.mediumGrey);
  doc.text(`${text.organizationNumber}: ${organization.hash}`);
  doc.text(`${text.contact}: ${organization.contactName}, ${organization.contactEmail}`);
  doc.text(`${text.period}: ${s.from} – ${s.to}`);
  doc.text(`${text.generated}: ${generatedAt(now, lang)}`);

  /** A row of labelled figures in boxes. */
  const figures = (title: string, items: [string, string][], note?: string) => {
    doc.moveDown(1.2).font('bold').fontSize(14).fillColor(colors.darkGrey).text(title, left);
    const top = doc.y + 6;
    const gap = 10;
    const boxWidth = (width - gap * (items.length - 1)) / items.length;
    items.forEach(([label, value], i) => {
      const x = left + i * (boxWidth + gap);
      doc.roundedRect(x, top, boxWidth, 58, 6).fill(colors.additional);
      doc
        .font('bold')
        .fontSize(18)
        .fillColor(colors.darkGrey)
        .text(value, x + 10, top + 8, { width: boxWidth - 20 });
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(colors.mediumGrey)
        .text(label, x + 10, top + 36, { width: boxWidth - 20 });
    });
    doc.x = left;
    doc.y = top + 66;
    if (note) doc.font('regular').fontSize(8).fillColor(colors.mediumGrey).text(note, left);
  };

  figures(text.licenses.title, [
    [text.licenses.total, String(s.licenses)],
    [text.licenses.used, String(s.usedLicenses)],
    [text.licenses.active, String(s.activeLicenses)],
    [text.licenses.free, String(Math.max(0, s.licenses - s.usedLicenses))],
  ]);
  figures(
    text.users.title,
    [
      [text.users.active, String(s.activeUsers)],
      [text.users.inactive, String(s.inactiveUsers)],
    ],
    text.users.note,
  );
  figures(
    text.compliance.title,
    [
      [text.compliance.exercises, percent(s.exerciseCompliance, text, lang)],
      [text.compliance.theory, percent(s.theoryCompliance, text, lang)],
    ],
    text.compliance.note,
  );

  // Compliance per month: a table with a bar per kind beside the figures.
  doc.moveDown(1.2).font('bold').fontSize(14).fillColor(colors.darkGrey).text(text.compliance.byMonth, left);
  const columns = { month: left, exercises: left + 110, theory: left + 260, due: left + width - 70 };
  let y = doc.y + 8;
  doc.font('bold').fontSize(9).fillColor(colors.mediumGrey);
  doc.text(text.compliance.month, columns.month, y);
  doc.text(text.compliance.exercises, columns.exercises, y);
  doc.text(text.compliance.theory, columns.theory, y);
  doc.text(text.compliance.dueTasks, columns.due, y, { width: 70, align: 'right' });
  y += 18;
  const barWidth = 90;
  const bar = (x: number, value: number | null, color: string) => {
    doc.rect(x, y + 2, barWidth, 8).fill(colors.inputField);
    if (value !== null) doc.rect(x, y + 2, barWidth * value, 8).fill(color);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colors.darkGrey)
      .text(percent(value, text, lang), x + barWidth + 6, y, { width: 40 });
  };
  for (const month of s.months) {
    if (y > doc.page.height - doc.page.margins.bottom - 20) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .lineWidth(0.5)
      .stroke(colors.lightMediumGrey);
    doc.font('regular').fontSize(9).fillColor(colors.darkGrey).text(monthName(month.month, lang), columns.month, y);
    bar(columns.exercises, month.exerciseCompliance, colors.primary);
    bar(columns.theory, month.theoryCompliance, colors.secondary);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colors.darkGrey)
      .text(String(month.dueTasks), columns.due, y, { width: 70, align: 'right' });
    y += 20;
  }
  doc.end();
  return doc;
}
