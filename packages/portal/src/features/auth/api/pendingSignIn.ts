import type { SecondFactorStep } from '@rehab/contract';
import { createApiFetch } from '@rehab/web/fetcher';

/**
 * A sign-in whose second factor is still to come: its token is kept in this page's memory only, never in the
 * session cookie, since the server serves it nothing but the second factor. A reload starts the sign-in again.
 */
let pending: { token: string; step: NonNullable<SecondFactorStep> } | undefined;

export function holdPendingSignIn(token: string, step: NonNullable<SecondFactorStep>) {
  pending = { token, step };
}

export const pendingSignIn = () => pending;

export function clearPendingSignIn() {
  pending = undefined;
}

/** The calls of the second-factor step, made with the pending token; a 401 on it goes back to sign-in. */
export const pendingFetch = createApiFetch({
  getAccessToken: () => pending?.token,
  leave() {
    pending = undefined;
    window.location.assign(`${window.location.origin}/sign-in`);
  },
});
