import { accessTokenResponse, grandIdSessionResponse, grandIdStatusResponse, type GrandIdSignInBody } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { startSession } from '../../../lib/session';

/** Whether BankID sign-in is offered. */
export function useBankIdStatus() {
  return useSWR('/third-party/grand-id/status', (url: string) => apiFetch(url, grandIdStatusResponse));
}

/** Starts a BankID login and sends the browser to GrandID; it comes back to /sign-in/bankid/:state. */
export async function startBankIdSignIn() {
  const { redirectUrl } = await apiFetch('/third-party/grand-id/session/specialists', grandIdSessionResponse);
  window.location.assign(redirectUrl);
}

/** Trades the GrandID session the browser came back with for a session here. */
export async function signInWithBankId(login: GrandIdSignInBody) {
  const { access_token } = await apiFetch('/third-party/grand-id/sign-in/specialists', accessTokenResponse, jsonBody('POST', login));
  startSession(access_token);
}
