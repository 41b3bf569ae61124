import { profileResponse } from '@rehab/contract';
import { apiFetch } from '../../../lib/fetcher';
import { profileKey } from './keys';

/** PATCH /specialists/profile with a multipart form of the changed fields; answers the saved profile. */
export function updateProfile(changes: FormData) {
  return apiFetch(profileKey, profileResponse, { method: 'PATCH', body: changes });
}
