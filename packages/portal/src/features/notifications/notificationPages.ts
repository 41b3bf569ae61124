import type { Notification, NotificationListResponse } from '@rehab/contract';

type Pages = NotificationListResponse[] | undefined;

/** `notification:new`: at the top of the first page, once however often it arrives; the unread count and total follow. */
export function withNotification(pages: Pages, notification: Notification): Pages {
  if (!pages) return pages;
  if (pages.some((page) => page.items.some((existing) => existing.id === notification.id))) return pages;
  return pages.map((page, index) => ({
    ...page,
    items: index === 0 ? [notification, ...page.items] : page.items,
    total: page.total + 1,
    unread: page.unread + (notification.isRead ? 0 : 1),
  }));
}

/** The given notifications marked read, or all of them (also those on pages not loaded) when no ids are given. */
export function withRead(pages: Pages, ids?: readonly string[]): Pages {
  if (!pages) return pages;
  const marked = new Set(pages.flatMap((page) => page.items.filter((each) => !each.isRead && (!ids || ids.includes(each.id))).map((each) => each.id)));
  return pages.map((page) => ({
    ...page,
    items: page.items.map((each) => (marked.has(each.id) ? { ...each, isRead: true } : each)),
    unread: ids ? Math.max(0, page.unread - marked.size) : 0,
  }));
}
