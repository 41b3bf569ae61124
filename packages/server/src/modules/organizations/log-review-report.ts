import { logReviewKinds, type LogReview, type LogReviewItem } from '@rehab/contract';
import { formatCalendarDate, formatInSweden } from '@rehab/contract/dates';
import en from '@rehab/locales/en/logReview.json' with { type: 'json' };
import sv from '@rehab/locales/sv/logReview.json' with { type: 'json' };
import { colors } from '@rehab/tokens/values';
import { taggedPdf } from '../../pdf';

type ReviewText = typeof sv;
const texts: Record<'sv' | 'en', ReviewText> = { sv, en };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const nameOf = (person: { firstName: string | null; lastName: string | null } | null) =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ');

/** The file name of a review's report, without its extension. */
export const logReviewFileName = (review: Pick<LogReview, 'from' | 'to'>, lang: 'sv' | 'en') =>
  `${texts[lang].report.fileName}-${review.from}-${review.to}`;

/** One item as a line of the report: when, who (and their role), whose record, what, and the finding. */
function itemLines(item: LogReviewItem, text: ReviewText, when: (at: string) => string): string[] {
  const r = text.report;
  const role = item.actor ? (text.roles[item.actor.role as keyof ReviewText['roles']] ?? item.actor.role) : '';
  const patient = item.patient ? nameOf(item.patient) || fill(r.hiddenPatient, { id: item.patient.id.slice(0, 8) }) : r.noPatient;
  const time = item.kind === 'sample' ? when(item.firstAt) : `${when(item.firstAt)} – ${when(item.lastAt)}`;
  const what =
    item.kind === 'sample'
      ? (item.action ?? '')
      : (item.reads === 1 ? r.reads_one : r.reads_other).replace('{{count}}', String(item.reads));
  return [
    `${time} · ${item.actor ? `${nameOf(item.actor)} (${role})` : ''} · ${patient} · ${what}`,
    ...(item.reason ? [fill(r.reason, { reason: item.reason })] : []),
    item.finding ? fill(r.finding, { finding: r.findings[item.finding] }) : r.noFinding,
    ...(item.comment ? [fill(r.comment, { comment: item.comment })] : []),
  ];
}

/**
 * A review as an accessible (tagged, PDF/UA) A4 report the clinic keeps to show its follow-up: the period, who drew
 * and saved it, the findings counted, then each list with every item, its finding and comment.
 */
export function logReviewPdf({
  review,
  organization,
  lang,
}: {
  review: LogReview;
  organization: string;
  lang: 'sv' | 'en';
}): PDFKit.PDFDocument {
  const text = texts[lang];
  const r = text.report;
  const locale = lang === 'sv' ? 'sv-SE' : 'en-GB';
  const when = (at: string) => formatInSweden(new Date(at), locale, { dateStyle: 'short', timeStyle: 'short', hour12: false });
  const day = (date: string) => formatCalendarDate(date, locale, { dateStyle: 'long' });
  const title = `${r.title} – ${organization}`;
  const doc = taggedPdf({ title, author: organization, locale });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const root = doc.struct('Document');
  doc.addStructure(root);
  const put = (
    parent: PDFKit.PDFStructureElement,
    type: string,
    value: string,
    font: 'regular' | 'bold',
    size: number,
    color: string,
  ) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, left, undefined, { width, structParent: parent, structType: type });

  put(root, 'H1', title, 'bold', 20, colors.darkGrey);
  const count = (finding: 'none' | 'investigate' | 'unauthorized') =>
    String(review.items.filter((item) => item.finding === finding).length);
  const facts = [
    fill(r.organization, { name: organization }),
    fill(r.period, { from: day(review.from), to: day(review.to) }),
    fill(r.drawn, { date: when(review.createdAt), name: nameOf(review.createdBy), size: String(review.sampleSize) }),
    review.completedAt ? fill(r.completed, { date: when(review.completedAt), name: nameOf(review.completedBy) }) : r.notCompleted,
    fill(r.summary, { none: count('none'), investigate: count('investigate'), unauthorized: count('unauthorized') }),
  ];
  for (const fact of facts) put(root, 'P', fact, 'regular', 10, colors.mediumGrey);

  for (const kind of logReviewKinds) {
    const items = review.items.filter((item) => item.kind === kind);
    const section = doc.struct('Sect');
    root.add(section);
    doc.moveDown(1);
    put(section, 'H2', `${r.kinds[kind]} (${items.length})`, 'bold', 14, colors.darkGrey);
    if (items.length === 0) put(section, 'P', r.empty, 'regular', 10, colors.mediumGrey);
    for (const item of items) {
      doc.moveDown(0.4);
      const [first, ...rest] = itemLines(item, text, when);
      put(section, 'P', first ?? '', 'bold', 9, colors.darkGrey);
      for (const line of rest)
        put(section, 'P', line, 'regular', 9, item.finding === 'unauthorized' ? colors.errorText : colors.darkGrey);
    }
    section.end();
  }
  root.end();
  doc.end();
  return doc;
}
