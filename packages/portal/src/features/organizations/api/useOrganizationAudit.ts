import { organizationAuditResponse, patientListResponse, type OrganizationAuditResponse } from '@rehab/contract';
import type { Language } from '@rehab/web/language';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiDownload, apiFetch } from '../../../lib/fetcher';

/** `patient` is a patient's id: the system admin, who sees patients only as ids, finds one patient's rows by it. */
export type AuditFilters = { from: string; to: string; outcome?: 'allowed' | 'denied'; actor?: string; patient?: string };

const filterQuery = ({ from, to, outcome, actor, patient }: AuditFilters) =>
  new URLSearchParams({ from, to, ...(outcome && { outcome }), ...(actor && { actor }), ...(patient && { patient }) }).toString();

/** GET /organizations/{id}/audit, newest first, a page at a time: `loadMore` asks for the next one. */
export function useOrganizationAudit(id: string, filters: AuditFilters) {
  const pages = useSWRInfinite(
    (index: number, previous: OrganizationAuditResponse | null) => {
      if (previous && previous.nextCursor === null) return null;
      const cursor = previous?.nextCursor ? `&cursor=${previous.nextCursor}` : '';
      return `/organizations/${id}/audit?${filterQuery(filters)}${cursor}`;
    },
    (url: string) => apiFetch(url, organizationAuditResponse),
  );
  const items = pages.data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(pages.data?.at(-1)?.nextCursor);
  return { ...pages, items, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}

/** GET /organizations/{id}/audit.csv with the same filters, its column names in the reader's language. */
export function downloadAuditLog(id: string, filters: AuditFilters, lang: Language) {
  return apiDownload(`/organizations/${id}/audit.csv?${filterQuery(filters)}&lang=${lang}`, `access-log-${filters.from}-${filters.to}.csv`);
}

/**
 * GET /specialists/patients/list?organizationId&search: the organization's first patients by name, for the log's
 * patient filter; not asked for where the patient is given by id (`isWanted` false).
 */
export function useAuditPatientOptions(organizationId: string, search: string, isWanted = true) {
  const query = new URLSearchParams({ organizationId, limit: '20', ...(search.trim() && { search: search.trim() }) });
  return useSWR(isWanted ? `/specialists/patients/list?${query.toString()}` : null, (url: string) => apiFetch(url, patientListResponse), {
    keepPreviousData: true,
  });
}
