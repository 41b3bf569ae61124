import { organizationAuditResponse, type OrganizationAuditResponse } from '@rehab/contract';
import useSWRInfinite from 'swr/infinite';
import { apiDownload, apiFetch } from '../../../lib/fetcher';

/** `patient` is a patient's id: the system admin, who sees patients only as ids, finds one patient's rows by it. */
export type AuditFilters = { from: string; to: string; outcome?: 'allowed' | 'denied'; patient?: string };

const filterQuery = ({ from, to, outcome, patient }: AuditFilters) =>
  new URLSearchParams({ from, to, ...(outcome && { outcome }), ...(patient && { patient }) }).toString();

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

/** GET /organizations/{id}/audit.csv with the same filters, saved under the server's name. */
export function downloadAuditLog(id: string, filters: AuditFilters) {
  return apiDownload(`/organizations/${id}/audit.csv?${filterQuery(filters)}`, `access-log-${filters.from}-${filters.to}.csv`);
}
