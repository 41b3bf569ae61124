import { signOutResponse } from '@rehab/contract';
import type { ApiFetch } from './fetcher';

/**
 * Revokes the token on the server (POST /users/sign-out). The call takes the token as it starts, and the
 * session ends here at once: even if the server cannot be reached, and so a second sign-out finds none.
 */
export function createSignOut(apiFetch: ApiFetch, endSession: () => void) {
  return async function signOut() {
    const revoked = apiFetch('/users/sign-out', signOutResponse, { method: 'POST' });
    endSession();
    await revoked;
  };
}
