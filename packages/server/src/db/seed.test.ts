import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';
import type { Database } from './client';
import { seed, wipe } from './seed';

describe('the demo data', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The demo's people as the list shows them: who they are, not what they did. */
  const people = async () =>
    (
      await database.db.execute<{ id: string; first_name: string; last_name: string; email: string; phone: string; status: string }>(
        sql`select u.id, u.first_name, u.last_name, u.email, p.phone, p.status
            from users u join patients p on p.user_id = u.id order by u.email`,
      )
    ).rows;

  // Screens and their baselines show the demo's names: a Monday and a Thursday must show the same people.
  it('has the same patients whatever the day it is loaded', async () => {
    await seed(database.db, { patients: 30, weeks: 6, now: new Date('2026-11-23T10:00:00Z') });
    const monday = await people();
    await wipe(database.db);
    await seed(database.db, { patients: 30, weeks: 6, now: new Date('2026-11-26T15:00:00Z') });
    const thursday = await people();
    expect(monday).toHaveLength(30);
    expect(thursday).toEqual(monday);
  });
});
