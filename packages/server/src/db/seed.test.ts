import { eq, isNull } from 'drizzle-orm';
import { dayInSweden, fromIsoDate } from '@rehab/contract/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing';
import type { Database } from './client';
import { calendarEntries, notifications, patients, users } from './schema';
import { seed, wipe } from './seed';

describe('the demo data', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The demo's people as the list shows them: who they are, not what they did. */
  const people = () =>
    database.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: patients.phone,
        status: patients.status,
      })
      .from(users)
      .innerJoin(patients, eq(patients.userId, users.id))
      .orderBy(users.email);

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

  it('reads like a clinic: no failure the product cannot have in the bell, and no meeting at the weekend', async () => {
    await wipe(database.db);
    await seed(database.db, { patients: 30, weeks: 6, now: new Date('2026-11-18T09:00:00Z') });
    const bell = await database.db.select({ type: notifications.type, name: notifications.name }).from(notifications);
    expect(bell.length).toBeGreaterThan(0);
    expect(bell.filter((notification) => notification.type === 'ErrorMessage')).toEqual([]);
    const meetings = await database.db.select({ title: calendarEntries.title, startsAt: calendarEntries.startsAt }).from(calendarEntries).where(isNull(calendarEntries.patientId));
    expect(meetings.length).toBeGreaterThan(0);
    const weekdays = meetings.map((meeting) => fromIsoDate(dayInSweden(meeting.startsAt)).getDay());
    expect(weekdays.filter((weekday) => weekday === 0 || weekday === 6)).toEqual([]);
    // A team meeting once a week, not every morning.
    expect(meetings.filter((meeting) => meeting.title === 'Teammöte').length).toBeLessThanOrEqual(2);
  });
});
