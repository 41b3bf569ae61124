import { createSignOut } from '@rehab/web/signOut';
import { apiFetch } from './fetcher';
import { forgetOfflineQueues } from './offline/offlineQueue';
import { endSession } from './session';

const revokeAndEnd = createSignOut(apiFetch, endSession);

/**
 * Signs out as the portal does; what was kept for offline use goes with the session (the cached weeks, and
 * whatever was waiting to be sent), and an unreachable server does not keep the patient signed in.
 */
export async function signOut() {
  const revoked = revokeAndEnd();
  forgetOfflineQueues();
  await revoked.catch(() => undefined);
}
