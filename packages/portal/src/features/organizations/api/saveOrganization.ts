import { organization, type OrganizationCreateBody, type OrganizationUpdateBody } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { organizationKey } from './useOrganization';
import { organizationsKey } from './useOrganizations';

/** POST /organizations (system admin) → the new organization. */
export function createOrganization(body: OrganizationCreateBody) {
  return apiFetch(organizationsKey, organization, jsonBody('POST', body));
}

/** PATCH /organizations/{id} with only the changed fields → the saved organization. */
export function updateOrganization(id: string, changes: OrganizationUpdateBody) {
  return apiFetch(organizationKey(id), organization, jsonBody('PATCH', changes));
}
