import { programTemplate, programTemplateList, type ProgramTemplateBody, type UpdateProgramTemplateBody } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const programTemplatesKey = (organizationId: string) => `/organizations/${organizationId}/program-templates?retired=include`;

/** GET /organizations/{id}/program-templates?retired=include: the organization's templates, in use and retired. */
export function useProgramTemplateList(organizationId: string | undefined) {
  return useSWR(organizationId ? programTemplatesKey(organizationId) : null, (url: string) => apiFetch(url, programTemplateList));
}

/** POST /organizations/{id}/program-templates: a new template. */
export const createProgramTemplate = (organizationId: string, body: ProgramTemplateBody) =>
  apiFetch(`/organizations/${organizationId}/program-templates`, programTemplate, jsonBody('POST', body));

/** PUT /organizations/{id}/program-templates/{templateId}: the whole template anew, or retired. */
export const updateProgramTemplate = (organizationId: string, templateId: string, body: UpdateProgramTemplateBody) =>
  apiFetch(`/organizations/${organizationId}/program-templates/${templateId}`, programTemplate, jsonBody('PUT', body));
