import { signOutResponse } from '@rehab/contract';
import { apiFetch } from './fetcher';
import { forgetOfflineQueues } from './offline/offlineQueue';
import { endSession } from './session';

/**
 * Revokes the token on the server; the session ends here at once, even if the server cannot be reached, and
 * what was kept for offline use goes with it (the cached weeks, and whatever was waiting to be sent).
 */
export async function signOut() {
  const revoked = apiFetch('/users/sign-out', signOutResponse, { method: 'POST' });
  endSession();
  forgetOfflineQueues();
  await revoked.catch(() => undefined);
}
