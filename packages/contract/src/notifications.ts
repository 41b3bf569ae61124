import { z } from 'zod/mini';
import { notificationKind } from './enums';
import { isoDateTime } from './validation';

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

/** GET /specialists/notifications/all?sort=created&direction=desc */
export const notificationsQuery = z.strictObject({
  sort: z._default(z.enum(['created']), 'created'),
  direction: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export const notificationListResponse = z.array(notification);

/** POST /specialists/notifications/read: the given ids, or all when none are given. */
export const notificationsReadBody = z.nullish(
  z.strictObject({ ids: z.optional(z.array(z.uuid()).check(z.minLength(1), z.maxLength(500))) }),
);
export const notificationsReadResponse = z.object({ read: z.int() });

export type Notification = z.infer<typeof notification>;
export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export type NotificationsReadBody = z.infer<typeof notificationsReadBody>;
