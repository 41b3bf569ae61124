import {
  accessTokenResponse,
  invitationDetails,
  type InvitationAcceptBody,
  patientCodeRequestResponse,
  patientJoinCodeResponse,
  type PatientCodeRequestBody,
  type PatientCodeSignInBody,
  type PatientJoinBody,
  type PatientJoinCodeBody,
  type PatientPasswordResetBody,
  type SignInBody,
} from '@rehab/contract';
import { createBankIdSignIn } from '@rehab/web/bankIdSignIn';
import type { SignInCalls } from '@rehab/web/auth';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { startSession } from '../../../lib/session';

/** Each of these calls that answers an access token signs the patient in on this device. */
async function signedIn(path: string, body: unknown) {
  const { access_token } = await apiFetch(path, accessTokenResponse, jsonBody('POST', body));
  startSession(access_token);
}

export const signInWithPassword = (body: SignInBody) => signedIn('/patient-app/sign-in', body);

export const requestSignInCode = (body: PatientCodeRequestBody) =>
  apiFetch('/patient-app/sign-in/request-code', patientCodeRequestResponse, jsonBody('POST', body));

export const signInWithCode = (body: PatientCodeSignInBody) => signedIn('/patient-app/sign-in/code', body);

/** The calls the shared sign-in forms make for a patient. */
export const signInCalls: SignInCalls<void> = { signInWithPassword, requestSignInCode, signInWithCode };

/** BankID for patients: GrandID sends the browser back to the app's /sign-in/bankid/:state. */
export const bankId = createBankIdSignIn(apiFetch, startSession, 'patients');

export const requestJoinCode = (body: PatientJoinCodeBody) =>
  apiFetch('/patient-app/join/request-code', patientJoinCodeResponse, jsonBody('POST', body));

export const join = (body: PatientJoinBody) => signedIn('/patient-app/join', body);

export const requestPasswordCode = (body: PatientCodeRequestBody) =>
  apiFetch('/patient-app/password/request-code', patientCodeRequestResponse, jsonBody('POST', body));

export const resetPassword = (body: PatientPasswordResetBody) => signedIn('/patient-app/password/reset', body);

/** POST /patient-app/invitation: who an invitation's link invites (docs/rules/patients-in.md). */
export const lookUpInvitation = (token: string) =>
  apiFetch('/patient-app/invitation', invitationDetails, jsonBody('POST', { token }));

/** POST /patient-app/invitation/accept: the invited patient's password; signs them in. */
export const acceptInvitation = (body: InvitationAcceptBody) => signedIn('/patient-app/invitation/accept', body);
