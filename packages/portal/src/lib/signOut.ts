import { signOutResponse } from '@rehab/contract';
import { apiFetch } from './fetcher';
import { endSession } from './session';

/**
 * Revokes the token on the server (POST /users/sign-out). The call takes the token as it starts, and the
 * session ends here at once: even if the server cannot be reached, and so a second sign-out finds none.
 */
export async function signOut() {
  const revoked = apiFetch('/users/sign-out', signOutResponse, { method: 'POST' });
  endSession();
  await revoked;
}
