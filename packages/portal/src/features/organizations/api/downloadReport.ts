import type { Language } from '@rehab/web/language';
import { apiDownload } from '../../../lib/fetcher';
import { periodQuery, type Period } from './useOrganizationStatistics';

export type ReportFormat = 'pdf' | 'csv';

/** GET /organizations/{id}/report.pdf|csv?from&to&lang, saved under the name the server gives it. */
export function downloadReport(id: string, format: ReportFormat, period: Period, lang: Language) {
  return apiDownload(
    `/organizations/${id}/report.${format}?${periodQuery(period)}&lang=${lang}`,
    `report-${period.from}-${period.to}.${format}`,
  );
}
