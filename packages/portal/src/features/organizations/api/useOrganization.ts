import { organization } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

export const organizationKey = (id: string) => `/organizations/${id}`;

/** GET /organizations/{id} */
export function useOrganization(id: string) {
  return useSWR(organizationKey(id), (url: string) => apiFetch(url, organization));
}
