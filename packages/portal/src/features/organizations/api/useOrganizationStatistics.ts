import { organizationStatistics } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

export type Period = { from: string; to: string };

export const periodQuery = ({ from, to }: Period) => new URLSearchParams({ from, to }).toString();

/** GET /organizations/{id}/statistics?from&to, both dates inclusive. */
export function useOrganizationStatistics(id: string, period: Period) {
  return useSWR(`/organizations/${id}/statistics?${periodQuery(period)}`, (url: string) => apiFetch(url, organizationStatistics));
}
