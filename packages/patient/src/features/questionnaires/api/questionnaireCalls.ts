import { patientForm, patientFormsResponse, type PatientFormAnswersBody, type QuestionnaireKind } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const formsKey = '/patient-app/questionnaires';

/** GET /patient-app/questionnaires: every form the patient can answer, with when they last did. */
export function useForms() {
  return useSWR(formsKey, (url: string) => apiFetch(url, patientFormsResponse));
}

/** POST /patient-app/questionnaires/{kind}: every item answered; answers the form with its new date. */
export function sendAnswers(kind: QuestionnaireKind, answers: PatientFormAnswersBody['answers']) {
  return apiFetch(`/patient-app/questionnaires/${kind}`, patientForm, jsonBody('POST', { answers }));
}
