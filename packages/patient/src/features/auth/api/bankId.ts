import { accessTokenResponse, grandIdSessionResponse, grandIdStatusResponse, type GrandIdSignInBody } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { startSession } from '../../../lib/session';

/** Whether BankID sign-in is offered (GET /third-party/grand-id/status). */
export function useBankIdStatus() {
  return useSWR('/third-party/grand-id/status', (url: string) => apiFetch(url, grandIdStatusResponse));
}

/** Starts a patient's BankID login and sends the browser to GrandID; it comes back to the app's /sign-in/bankid/:state. */
export async function startBankIdSignIn() {
  const { redirectUrl } = await apiFetch('/third-party/grand-id/session/patients', grandIdSessionResponse);
  window.location.assign(redirectUrl);
}

/** Trades the GrandID session the browser came back with for the patient's session on this device. */
export async function signInWithBankId(login: GrandIdSignInBody) {
  const { access_token } = await apiFetch('/third-party/grand-id/sign-in/patients', accessTokenResponse, jsonBody('POST', login));
  startSession(access_token);
}
