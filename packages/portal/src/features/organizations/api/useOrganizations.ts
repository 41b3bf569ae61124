import { organizationListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

export const organizationsKey = '/organizations';

/** GET /organizations: every organization for a system admin, their own for an organization admin. */
export function useOrganizations() {
  return useSWR(organizationsKey, (url: string) => apiFetch(url, organizationListResponse));
}
