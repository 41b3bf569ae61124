import { healthResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

/** The server's health and version, shown so a physio can tell support which version they run. */
export function useHealth() {
  return useSWR('/health', (url: string) => apiFetch(url, healthResponse));
}
