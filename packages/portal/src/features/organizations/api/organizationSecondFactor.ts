import { organizationSecondFactorResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const organizationSecondFactorKey = (id: string) => `/organizations/${id}/second-factor`;

/** GET /organizations/{id}/second-factor: whether the organization's staff must sign in with two factors. */
export function useOrganizationSecondFactor(id: string) {
  return useSWR(organizationSecondFactorKey(id), (url: string) => apiFetch(url, organizationSecondFactorResponse));
}

/** PUT /organizations/{id}/second-factor */
export function setOrganizationSecondFactor(id: string, required: boolean) {
  return apiFetch(organizationSecondFactorKey(id), organizationSecondFactorResponse, jsonBody('PUT', { required }));
}
