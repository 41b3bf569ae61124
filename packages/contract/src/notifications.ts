import { z } from 'zod/mini';
import { notificationKind } from './enums';
import { isoDateTime, page, pageCursor, pageLimit } from './validation';

/** A notification as SPEC section 3 names its fields. */
export const notification = z.object({
  id: z.uuid(),
  type: notificationKind,
  name: z.string(),
  description: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  isRead: z.boolean(),
  created: isoDateTime,
  updated: isoDateTime,
});

/** GET /specialists/notifications/all?sort=created&direction=desc, a page at a time. */
export const notificationsQuery = z.strictObject({
  sort: z._default(z.enum(['created']), 'created'),
  direction: z._default(z.enum(['asc', 'desc']), 'desc'),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
});
/** A page of the caller's notifications, and how many of all of them are unread (the bell's count). */
export const notificationListResponse = z.extend(page(notification), { unread: z.int() });

/** POST /specialists/notifications/read: the given ids, or all when none are given. */
export const notificationsReadBody = z.nullish(
  z.strictObject({ ids: z.optional(z.array(z.uuid()).check(z.minLength(1), z.maxLength(500))) }),
);
export const notificationsReadResponse = z.object({ read: z.int() });

export type Notification = z.infer<typeof notification>;
export type NotificationListResponse = z.infer<typeof notificationListResponse>;
export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export type NotificationsReadBody = z.infer<typeof notificationsReadBody>;
