import type { Notification, NotificationKind, NotificationListResponse } from '@rehab/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { iso } from '../../dates';
import { keysetAfter, keysetKey, keysetOrderBy, timePart, toPage, uuidPart, type KeysetOrder } from '../../keyset';
import type { Realtime } from '../../realtime/hub';

const notificationView = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  type: row.type,
  name: row.name,
  description: row.description,
  code: row.code,
  params: row.params,
  isRead: row.isRead,
  created: iso(row.createdAt),
  updated: iso(row.updatedAt),
});

type NotificationPageQuery = { direction: 'asc' | 'desc'; limit: number; cursor?: string };

/** The two statements of a page: its rows (one more than the page, to tell whether another follows) and the counts. */
export function notificationPageQueries(db: Db, userId: string, query: NotificationPageQuery) {
  const order: KeysetOrder = {
    scope: `notifications:${query.direction}`,
    parts: [timePart(notifications.createdAt), uuidPart(notifications.id)],
    descending: query.direction === 'desc',
  };
  const mine = eq(notifications.userId, userId);
  return {
    order,
    rows: db
      .select({ row: notifications, key: keysetKey(order) })
      .from(notifications)
      .where(and(mine, keysetAfter(order, query.cursor)))
      .orderBy(...keysetOrderBy(order))
      .limit(query.limit + 1),
    counts: db
      .select({ n: count(), unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(Number) })
      .from(notifications)
      .where(mine),
  };
}

/** A page of the user's notifications by creation time, with how many of all are unread. */
export async function listNotifications(db: Db, userId: string, query: NotificationPageQuery): Promise<NotificationListResponse> {
  const queries = notificationPageQueries(db, userId, query);
  const [rows, [counts]] = await Promise.all([queries.rows, queries.counts]);
  return { ...toPage(queries.order, rows, query.limit, counts?.n, ({ row }) => notificationView(row)), unread: counts?.unread ?? 0 };
}

/** Marks the given notifications of the user read, or all of them when no ids are given. */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

export interface NewNotification {
  type: NotificationKind;
  name: string;
  description: string;
  code: string;
  params: Record<string, string | number>;
}

/** Stores a notification, then tells the user's open portals. */
export async function notify(db: Db, realtime: Realtime, userId: string, notification: NewNotification): Promise<Notification> {
  const [row] = await db.insert(notifications).values({ userId, ...notification }).returning();
  if (!row) throw new Error('notification not stored');
  const view = notificationView(row);
  realtime.emit([userId], 'notification:new', view);
  return view;
}
