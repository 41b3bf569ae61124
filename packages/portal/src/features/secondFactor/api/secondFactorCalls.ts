import {
  passkeyOptionsResponse,
  recoveryCodesResponse,
  secondFactorDoneResponse,
  secondFactorList,
  secondFactorsResponse,
  totpEnrolmentResponse,
  type PasskeyAuthenticationCredential,
  type PasskeyRegistrationCredential,
} from '@rehab/contract';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/**
 * The calls of the second factor. Each takes the fetch it is made with: the session's, or, during sign-in, the one of
 * the sign-in still waiting for its second factor (`pendingFetch`).
 */
export type Fetch = typeof apiFetch;

/** @simplewebauthn/browser's ceremonies, loaded only when a passkey is used. */
const webAuthn = () => import('@simplewebauthn/browser');

export const secondFactorsKey = '/specialists/second-factors';

export function useSecondFactors(fetch: Fetch = apiFetch) {
  return useSWR(secondFactorsKey, (path: string) => fetch(path, secondFactorsResponse));
}

export const presentAppCode = (fetch: Fetch, code: string) =>
  fetch('/users/second-factor/totp', secondFactorDoneResponse, jsonBody('POST', { code }));

export const presentRecoveryCode = (fetch: Fetch, code: string) =>
  fetch('/users/second-factor/recovery-code', secondFactorDoneResponse, jsonBody('POST', { code }));

/** The passkey ceremony of sign-in: the server's challenge, the browser's authenticator, the server's check. */
export async function presentPasskey(fetch: Fetch) {
  const options = await fetch('/users/second-factor/passkey/options', passkeyOptionsResponse, jsonBody('POST', {}));
  const { startAuthentication } = await webAuthn();
  const credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return fetch(
    '/users/second-factor/passkey',
    secondFactorDoneResponse,
    jsonBody('POST', { credential: credential as PasskeyAuthenticationCredential }),
  );
}

export const startAppEnrolment = (fetch: Fetch) =>
  fetch('/specialists/second-factors/totp', totpEnrolmentResponse, jsonBody('POST', {}));

export const confirmAppEnrolment = (fetch: Fetch, id: string, code: string) =>
  fetch(`/specialists/second-factors/totp/${id}/confirm`, secondFactorDoneResponse, jsonBody('POST', { code }));

/** The passkey ceremony of enrolling: a new key made by the browser's authenticator, named by the user. */
export async function enrolPasskey(fetch: Fetch, name: string) {
  const options = await fetch('/specialists/second-factors/passkey/options', passkeyOptionsResponse, jsonBody('POST', {}));
  const { startRegistration } = await webAuthn();
  const credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return fetch(
    '/specialists/second-factors/passkey',
    secondFactorDoneResponse,
    jsonBody('POST', { name, credential: credential as PasskeyRegistrationCredential }),
  );
}

export const removeSecondFactor = (id: string) =>
  apiFetch(`/specialists/second-factors/${id}`, secondFactorList, { method: 'DELETE' });

export const renewRecoveryCodes = () =>
  apiFetch('/specialists/second-factors/recovery-codes', recoveryCodesResponse, jsonBody('POST', {}));
