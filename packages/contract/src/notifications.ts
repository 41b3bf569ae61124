import { z } from 'zod';
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
  sort: z.enum(['created']).default('created'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export const notificationListResponse = z.array(notification);

/** POST /specialists/notifications/read: the given ids, or all when none are given. */
export const notificationsReadBody = z
  .strictObject({ ids: z.array(z.uuid()).min(1).max(500).optional() })
  .nullish();
export const notificationsReadResponse = z.object({ read: z.number().int() });

export type Notification = z.infer<typeof notification>;
export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export type NotificationsReadBody = z.infer<typeof notificationsReadBody>;
