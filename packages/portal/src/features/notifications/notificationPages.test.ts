import type { Notification, NotificationListResponse } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { withNotification, withRead } from './notificationPages';

function notification(id: string, isRead: boolean): Notification {
  return { id, type: 'NewMessage', name: 'n', description: 'd', code: 'new-message', params: {}, isRead, created: '2026-11-20T10:00:00.000Z', updated: '2026-11-20T10:00:00.000Z' };
}
// Two pages read of 60 notifications, of which 9 are unread (most of them on pages not read yet).
const pages: NotificationListResponse[] = [
  { items: [notification('1', true), notification('2', false)], total: 60, unread: 9, nextCursor: 'a' },
  { items: [notification('3', false)], total: 60, unread: 9, nextCursor: 'b' },
];
const ids = (list: NotificationListResponse[] | undefined) => list?.flatMap((page) => page.items.map((each) => each.id));

describe('notification:new', () => {
  it('goes on top of the first page and raises the unread count and total on every page', () => {
    const next = withNotification(pages, notification('4', false));
    expect(ids(next)).toEqual(['4', '1', '2', '3']);
    expect(next?.map((page) => [page.total, page.unread])).toEqual([
      [61, 10],
      [61, 10],
    ]);
  });

  it('is added once however often it arrives', () => {
    expect(withNotification(pages, notification('3', false))).toBe(pages);
  });
});

describe('marking read', () => {
  it('lowers the unread count by the ones that were unread', () => {
    const next = withRead(pages, ['1', '2', '3']);
    expect(next?.flatMap((page) => page.items).every((each) => each.isRead)).toBe(true);
    expect(next?.map((page) => page.unread)).toEqual([7, 7]);
  });

  it('marks every notification, also on pages not read, when no ids are given', () => {
    expect(withRead(pages)?.map((page) => page.unread)).toEqual([0, 0]);
  });
});
