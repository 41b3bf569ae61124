import type { Language } from '@rehab/web/language';
import { apiDownload } from '../../../../lib/fetcher';
import { queryString, type StatisticQuery } from '../statisticPeriod';

/** GET /patients/list/{userId}/statistics.csv?from&to&lang, saved under the name the server gives it. */
export function downloadStatistics(userId: string, query: StatisticQuery, lang: Language) {
  return apiDownload(`/patients/list/${userId}/statistics.csv${queryString(query, { lang })}`, 'statistics.csv');
}
