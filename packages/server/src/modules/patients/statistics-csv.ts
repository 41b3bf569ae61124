import type { ActivityStatisticResponse, HealthReportResponse } from '@rehab/contract';
import { formatInSweden } from '@rehab/contract/dates';
import enProgram from '@rehab/locales/en/program.json' with { type: 'json' };
import enStatistics from '@rehab/locales/en/statistics.json' with { type: 'json' };
import svProgram from '@rehab/locales/sv/program.json' with { type: 'json' };
import svStatistics from '@rehab/locales/sv/statistics.json' with { type: 'json' };
import { csvLine } from '../../csv';
import type { StatisticPeriod } from './service';

const texts = { sv: { ...svStatistics, types: svProgram.activityTypes }, en: { ...enStatistics, types: enProgram.activityTypes } };
const locales = { sv: 'sv-SE', en: 'en-GB' } as const;

export interface StatisticCsvInput {
  patient: { firstName: string; lastName: string };
  period: StatisticPeriod;
  activities: ActivityStatisticResponse;
  health: HealthReportResponse;
  lang: 'sv' | 'en';
  now?: Date;
}

/** The file name a download gets, without its extension: the period's ends, or "all" for the whole treatment. */
export const statisticFileName = ({ period, lang }: Pick<StatisticCsvInput, 'period' | 'lang'>) =>
  [texts[lang].csv.fileName, period.from ?? texts[lang].csv.open, period.to ?? texts[lang].csv.open].join('-');

/**
 * One patient's statistics as CSV, `;` separated as Swedish spreadsheets expect: who and which period, then
 * the activities per week and per type, then every health measure taken in the period.
 */
export function statisticCsv({ patient, period, activities, health, lang, now = new Date() }: StatisticCsvInput): string {
  const text = texts[lang];
  const when = (instant: Date | string) => formatInSweden(instant, locales[lang], { dateStyle: 'short', timeStyle: 'short', hour12: false });
  const counts = [text.activities.done, text.activities.skipped, text.activities.missed, text.activities.planned];
  const share = (value: number) => value.toFixed(3);
  return [
    csvLine(text.csv.patient, `${patient.firstName} ${patient.lastName}`),
    csvLine(text.csv.period, `${period.from ?? ''} – ${period.to ?? ''}`),
    csvLine(text.csv.generated, when(now)),
    csvLine(text.compliance.exercises, share(activities.compliance.exercises)),
    csvLine(text.compliance.theoryLessons, share(activities.compliance.theoryLessons)),
    '',
    csvLine(text.activities.week, ...counts),
    ...activities.byWeek.map((w) => csvLine(w.weekStart, w.done, w.skipped, w.missed, w.planned)),
    '',
    csvLine(text.activities.type, ...counts),
    ...activities.byType.map((t) => csvLine(text.types[t.type as keyof typeof text.types] ?? t.type, t.done, t.skipped, t.missed, t.planned)),
    '',
    csvLine(text.csv.measure, text.health.date, text.health.value),
    ...health.measures.flatMap((m) => m.points.map((p) => csvLine(text.health.measures[m.kind], when(p.date), p.value))),
    '',
  ].join('\r\n');
}
