import {
  requestOtpResponse,
  staffPasswordCodeResponse,
  staffPasswordResetResponse,
  staffSignInResponse,
  type RequestOtpBody,
  type StaffPasswordCodeBody,
  type StaffPasswordResetBody,
  type SecondFactorStep,
  type SignInBody,
  type StaffSignInResponse,
  type VerifyOtpBody,
} from '@rehab/contract';
import { createBankIdSignIn } from '@rehab/web/bankIdSignIn';
import type { SignInCalls } from '@rehab/web/auth';
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

/** The calls the shared sign-in forms make for staff. */
export const signInCalls: SignInCalls<SecondFactorStep> = { signInWithPassword, requestSignInCode, signInWithCode };

/** BankID for staff: GrandID sends the browser back to the portal's /sign-in/bankid/:state. */
export const bankId = createBankIdSignIn(apiFetch, startSession, 'specialists');

/** POST /specialists/password/request-code: the same answer whether or not the address has an account. */
export function requestPasswordCode(body: StaffPasswordCodeBody) {
  return apiFetch('/specialists/password/request-code', staffPasswordCodeResponse, jsonBody('POST', body));
}

/** POST /specialists/password/reset: every session of the account ends; the person signs in with the new password. */
export function resetPassword(body: StaffPasswordResetBody) {
  return apiFetch('/specialists/password/reset', staffPasswordResetResponse, jsonBody('POST', body));
}
