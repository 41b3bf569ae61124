import { profileResponse } from '@rehab/contract';
import useSWR from 'swr';
import { ApiError } from '../../../lib/ApiError';
import { apiFetch } from '../../../lib/fetcher';
import { endSession } from '../../../lib/session';

export const profileKey = '/specialists/profile';

/** The signed-in specialist. SPEC section 4: a 404 means they no longer exist, so the session ends. */
export function useProfile() {
  return useSWR(profileKey, async (url: string) => {
    try {
      return await apiFetch(url, profileResponse);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        endSession();
        window.location.assign('/sign-in');
      }
      throw error;
    }
  });
}
