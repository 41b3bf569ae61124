import { profileResponse } from '@rehab/contract';
import useSWR from 'swr';
import { ApiError } from '@rehab/web/ApiError';
import { apiFetch } from '../../../lib/fetcher';
import { hasSession } from '../../../lib/session';
import { signOut } from '../../../lib/signOut';
import { profileKey } from './keys';

/**
 * The signed-in specialist. docs/rules/sign-in.md: a 404 means they no longer exist, so they are signed out,
 * the server told too, so the token is no longer valid anywhere.
 */
export function useProfile() {
  return useSWR(profileKey, fetchProfile);
}

/** GET /specialists/profile, signing out a specialist who no longer exists. */
export async function fetchProfile(url: string) {
  try {
    return await apiFetch(url, profileResponse);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // Several reads can answer 404 at once: the first signs out, the others find no session left.
      const leave = () => window.location.assign('/sign-in');
      if (hasSession()) void signOut().then(leave, leave);
    }
    throw error;
  }
}
