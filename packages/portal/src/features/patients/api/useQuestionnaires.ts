import { questionnaireListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

/** GET /patients/list/{userId}/questionnaries/list: the patient's answered health forms. */
export function useQuestionnaires(userId: string) {
  return useSWR(`/patients/list/${userId}/questionnaries/list`, (url: string) => apiFetch(url, questionnaireListResponse));
}
