import {
  accountCodeResponse,
  passwordChangeResponse,
  sessionEndedResponse,
  sessionListResponse,
  type PasswordChangeBody,
} from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const sessionsKey = '/specialists/sessions';

/** GET /specialists/sessions: where the signed-in person is signed in. */
export function useSessions() {
  return useSWR(sessionsKey, (url: string) => apiFetch(url, sessionListResponse));
}

/** DELETE /specialists/sessions/{id}: that device is signed out at once. */
export function endSignedInSession(id: string) {
  return apiFetch(`${sessionsKey}/${id}`, sessionEndedResponse, { method: 'DELETE' });
}

/** PUT /specialists/password: every other session ends. */
export function changePassword(body: PasswordChangeBody) {
  return apiFetch('/specialists/password', passwordChangeResponse, jsonBody('PUT', body));
}

/** POST /specialists/account/code: a code to the person's current address, which confirms one change of how they sign in. */
export function requestAccountCode() {
  return apiFetch('/specialists/account/code', accountCodeResponse, jsonBody('POST', {}));
}
