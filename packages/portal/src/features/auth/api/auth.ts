import {
  requestOtpResponse,
  staffSignInResponse,
  type RequestOtpBody,
  type SecondFactorStep,
  type SignInBody,
  type StaffSignInResponse,
  type VerifyOtpBody,
} from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { startSession } from '../../../lib/session';
import { holdPendingSignIn } from './pendingSignIn';

/** A password or a code is one factor: the session starts now, or waits for the step the server names. */
function signedIn({ access_token, secondFactor }: StaffSignInResponse): SecondFactorStep {
  if (secondFactor) holdPendingSignIn(access_token, secondFactor);
  else startSession(access_token);
  return secondFactor;
}

export async function signInWithPassword(body: SignInBody): Promise<SecondFactorStep> {
  return signedIn(await apiFetch('/users/sign-in', staffSignInResponse, jsonBody('POST', body)));
}

export function requestSignInCode(body: RequestOtpBody) {
  return apiFetch('/specialists/request-otp', requestOtpResponse, jsonBody('POST', body));
}

export async function signInWithCode(body: VerifyOtpBody): Promise<SecondFactorStep> {
  return signedIn(await apiFetch('/specialists/verify-otp', staffSignInResponse, jsonBody('POST', body)));
}
