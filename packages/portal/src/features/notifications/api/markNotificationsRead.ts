import { notificationsReadResponse } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/** POST /specialists/notifications/read: the given notifications, or all of them without ids. */
export function markNotificationsRead(ids?: string[]) {
  return apiFetch('/specialists/notifications/read', notificationsReadResponse, jsonBody('POST', ids ? { ids } : {}));
}
