import type { Notification, NotificationKind } from '@rehab/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { iso } from '../../dates';
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

export async function listNotifications(db: Db, userId: string, direction: 'asc' | 'desc'): Promise<Notification[]> {
  const order = direction === 'asc' ? [asc(notifications.createdAt), asc(notifications.id)] : [desc(notifications.createdAt), desc(notifications.id)];
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...order)
    .limit(500);
  return rows.map(notificationView);
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
