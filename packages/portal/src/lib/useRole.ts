import { profileResponse, type Role } from '@rehab/contract';
import useSWR from 'swr';
import { profileKey } from '../features/profile/api/keys';
import { apiFetch } from './fetcher';

// The profile call, which the app shell makes too; SWR shares the one answer.

/** The signed-in user's role; undefined while the profile loads. */
export function useRole(): Role | undefined {
  const { data } = useSWR(profileKey, (url: string) => apiFetch(url, profileResponse));
  return data?.role;
}
