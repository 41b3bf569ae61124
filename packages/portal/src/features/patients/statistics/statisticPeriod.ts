import { getLocalTimeZone, today } from '@internationalized/date';
import type { Period } from '../../../lib/PeriodFields';

/** The periods a physio picks from; "custom" shows the two dates. */
export const periodChoices = ['all', 'last4Weeks', 'last12Weeks', 'custom'] as const;
export type PeriodChoice = (typeof periodChoices)[number];

/** The days asked for, both inclusive; the whole treatment has neither end. */
export type StatisticQuery = { from?: string; to?: string };

const weeksBack = { last4Weeks: 4, last12Weeks: 12 } as const;

/** The chosen period's days: whole weeks back from today, the custom dates, or everything. */
export function queryOf(choice: PeriodChoice, custom: Period): StatisticQuery {
  if (choice === 'all') return {};
  if (choice === 'custom') return { from: custom.from.toString(), to: custom.to.toString() };
  const to = today(getLocalTimeZone());
  return { from: to.subtract({ days: weeksBack[choice] * 7 - 1 }).toString(), to: to.toString() };
}

/** The four weeks up to today: where "custom" starts. */
export function defaultCustomPeriod(): Period {
  const to = today(getLocalTimeZone());
  return { from: to.subtract({ days: 27 }), to };
}

/** `?from&to` for a call, or nothing for the whole treatment. */
export function queryString(query: StatisticQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...(query.from && { from: query.from }), ...(query.to && { to: query.to }), ...extra });
  const text = params.toString();
  return text ? `?${text}` : '';
}
