import { apiErrorBody, notificationListResponse } from '@rehab/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { bearer, readAllPages, startTestServer, type TestServer } from '../../testing';

describe('the notifications list', () => {
  let server: TestServer;
  let token: string;
  let userId: string;
  const get = (query: string) => server.app.inject({ url: `/specialists/notifications/all?${query}`, headers: bearer(token) });
  const page = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, query).toBe(200);
    return notificationListResponse.parse(response.json());
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 1 } });
    token = await server.signIn();
    userId = server.summary.physios[0]?.id ?? '';
    await server.database.db.delete(notifications).where(eq(notifications.userId, userId));
    // Twelve notifications, four in one microsecond (order then by id) and two only a microsecond apart; five unread.
    await server.database.db.execute(sql`insert into notifications (user_id, type, name, description, code, is_read, created_at)
      select ${userId}, 'NewMessage', 'Nytt meddelande', 'n' || n, 'new-message', n > 5,
             case when n <= 4 then timestamptz '2026-01-01T10:00:00.000001Z'
                  when n = 5 then timestamptz '2026-01-01T10:00:00.000002Z'
                  else timestamptz '2026-01-01T09:00:00Z' - n * interval '1 minute' end
      from generate_series(1, 12) as n`);
  });
  afterAll(() => server.close());

  it('pages through both directions, each row once, with the total and the unread count of all', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      const whole = await page(`direction=${direction}&limit=100`);
      expect(whole).toMatchObject({ total: 12, unread: 5, nextCursor: null });
      const paged = await readAllPages(
        async (cursor) => page(`direction=${direction}&limit=5${cursor ? `&cursor=${cursor}` : ''}`),
        (each) => {
          expect(each.items.length).toBeLessThanOrEqual(5);
          expect(each).toMatchObject({ total: 12, unread: 5 });
        },
      );
      expect(paged.map((each) => each.id)).toEqual(whole.items.map((each) => each.id));
    }
    const newestFirst = (await page('limit=100')).items.map((each) => each.description);
    expect(newestFirst.slice(0, 1)).toEqual(['n5']);
    expect(newestFirst.slice(5)).toEqual(['n6', 'n7', 'n8', 'n9', 'n10', 'n11', 'n12']);
  });

  it('counts unread beyond the page, and after marking one read', async () => {
    const first = await page('limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.unread).toBe(5);
    const unreadId = (await page('limit=100')).items.find((each) => !each.isRead)?.id;
    await server.app.inject({ method: 'POST', url: '/specialists/notifications/read', headers: bearer(token), payload: { ids: [unreadId] } });
    expect((await page('limit=1')).unread).toBe(4);
  });

  it('refuses a cursor of the other direction, a made-up one and limits out of bounds', async () => {
    const asc = await page('direction=asc&limit=1');
    for (const query of [`direction=desc&cursor=${asc.nextCursor}`, 'cursor=WyJ4Il0', 'limit=0', 'limit=101', 'limit=ten']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.[0]?.property).toBe(query.startsWith('limit') ? 'limit' : 'cursor');
    }
  });

  it('shows another user none of them', async () => {
    const other = await server.signIn(server.summary.physios[1]?.email);
    const theirs = notificationListResponse.parse((await server.app.inject({ url: '/specialists/notifications/all', headers: bearer(other) })).json());
    expect(theirs.items.some((each) => each.description.match(/^n\d+$/))).toBe(false);
  });
});
