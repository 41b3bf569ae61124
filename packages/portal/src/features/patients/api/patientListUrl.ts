import type { PatientSort, PatientStatus } from '@rehab/contract';

// The list's addresses, which are its SWR keys, apart from the hook so the entry script can send the first page early.
export const patientListKey = '/specialists/patients/list';

export type PatientListFilters = {
  search: string;
  status?: PatientStatus;
  organizationId?: string;
  /** The health record's filters (physios only): flagged or not, adherence under a percent, inactive for days. */
  attention?: 'needed' | 'none';
  adherenceBelow?: number;
  inactiveDays?: number;
  sort: PatientSort;
  direction: 'asc' | 'desc';
};

const pageSize = 50;

/** The address of the page after `cursor` (null for the first page), which is also its SWR key. */
export function patientListPageUrl(filters: PatientListFilters, cursor: string | null) {
  const query = new URLSearchParams({ sort: filters.sort, direction: filters.direction, limit: String(pageSize) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.status) query.set('status', filters.status);
  if (filters.organizationId) query.set('organizationId', filters.organizationId);
  if (filters.attention) query.set('attention', filters.attention);
  if (filters.adherenceBelow) query.set('adherenceBelow', String(filters.adherenceBelow));
  if (filters.inactiveDays) query.set('inactiveDays', String(filters.inactiveDays));
  if (cursor) query.set('cursor', cursor);
  return `${patientListKey}?${query.toString()}`;
}

/** Whether an SWR key holds patient list pages (infinite keys carry a prefix), to refresh every cached list after a change. */
export const isPatientListKey = (key: unknown) => typeof key === 'string' && key.includes(patientListKey);
