import { patientListResponse, type PatientListResponse, type PatientSort, type PatientStatus } from '@rehab/contract';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '../../../lib/fetcher';

export const patientListKey = '/specialists/patients/list';

export type PatientListFilters = {
  search: string;
  status?: PatientStatus;
  organizationId?: string;
  sort: PatientSort;
  direction: 'asc' | 'desc';
};

const pageSize = 50;

function pageUrl(filters: PatientListFilters, cursor: string | null) {
  const query = new URLSearchParams({ sort: filters.sort, direction: filters.direction, limit: String(pageSize) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.status) query.set('status', filters.status);
  if (filters.organizationId) query.set('organizationId', filters.organizationId);
  if (cursor) query.set('cursor', cursor);
  return `${patientListKey}?${query.toString()}`;
}

/** GET /specialists/patients/list a page at a time, searched, filtered and sorted on the server: `loadMore` reads the next page. */
export function usePatientList(filters: PatientListFilters) {
  const pages = useSWRInfinite(
    (index: number, previous: PatientListResponse | null) => (previous && previous.nextCursor === null ? null : pageUrl(filters, previous?.nextCursor ?? null)),
    (url: string) => apiFetch(url, patientListResponse),
    // Pages already read are not read again on every change; a new search shows the last rows until its own arrive.
    { revalidateFirstPage: false, keepPreviousData: true },
  );
  const items = pages.data?.flatMap((page) => page.items) ?? [];
  const last = pages.data?.at(-1);
  const isLoadingMore = pages.size > (pages.data?.length ?? 0) && !pages.error;
  return {
    ...pages,
    items,
    total: pages.data?.[0]?.total,
    hasMore: Boolean(last?.nextCursor),
    isLoadingMore,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}

/** Whether an SWR key holds patient list pages (infinite keys carry a prefix), to refresh every cached list after a change. */
export const isPatientListKey = (key: unknown) => typeof key === 'string' && key.includes(patientListKey);
