import {
  accessTokenResponse,
  requestOtpResponse,
  type RequestOtpBody,
  type SignInBody,
  type VerifyOtpBody,
} from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { startSession } from '../../../lib/session';

export async function signInWithPassword(body: SignInBody) {
  const { access_token } = await apiFetch('/users/sign-in', accessTokenResponse, jsonBody('POST', body));
  startSession(access_token);
}

export function requestSignInCode(body: RequestOtpBody) {
  return apiFetch('/specialists/request-otp', requestOtpResponse, jsonBody('POST', body));
}

export async function signInWithCode(body: VerifyOtpBody) {
  const { access_token } = await apiFetch('/specialists/verify-otp', accessTokenResponse, jsonBody('POST', body));
  startSession(access_token);
}
