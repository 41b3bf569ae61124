import type { RequestOtpBody, SignInBody, VerifyOtpBody } from '@rehab/contract';

/**
 * An app's sign-in calls, which the shared forms make. `Signed` is what a sign-in answers the app: nothing for
 * a patient, who is signed in; for staff, the second factor still to come, if any.
 */
export type SignInCalls<Signed> = {
  signInWithPassword(body: SignInBody): Promise<Signed>;
  requestSignInCode(body: RequestOtpBody): Promise<unknown>;
  signInWithCode(body: VerifyOtpBody): Promise<Signed>;
};
