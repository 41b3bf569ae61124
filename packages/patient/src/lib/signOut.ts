import { signOutResponse } from '@rehab/contract';
import { apiFetch } from './fetcher';
import { endSession } from './session';

/** Revokes the token on the server; the session ends here at once, even if the server cannot be reached. */
export async function signOut() {
  const revoked = apiFetch('/users/sign-out', signOutResponse, { method: 'POST' });
  endSession();
  await revoked.catch(() => undefined);
}
