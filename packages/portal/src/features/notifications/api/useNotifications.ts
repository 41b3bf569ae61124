import { notificationListResponse } from '@rehab/contract';
import { pagesKey, usePages, type PageUrl } from '../../../lib/pages';

const pageUrl: PageUrl = (cursor) => `/specialists/notifications/all?sort=created&direction=desc${cursor ? `&cursor=${cursor}` : ''}`;

/** The cache key of the notifications' pages. */
export const notificationsKey = pagesKey(pageUrl);

/** GET /specialists/notifications/all: the specialist's notifications, newest first, a page at a time, and the unread count of all. */
export function useNotifications() {
  const pages = usePages(pageUrl, notificationListResponse);
  return { ...pages, unread: pages.data?.[0]?.unread ?? 0 };
}
