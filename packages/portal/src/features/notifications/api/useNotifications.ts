import { notificationListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

export const notificationsKey = '/specialists/notifications/all?sort=created&direction=desc';

/** GET /specialists/notifications/all: the specialist's notifications, newest first. */
export function useNotifications() {
  return useSWR(notificationsKey, (url: string) => apiFetch(url, notificationListResponse));
}
