import { apiErrorBody, calendarEntriesResponse, chatListResponse, dashboardResponse, patientListResponse, todoResponse } from '@rehab/contract';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { calendarEntries, patients, tasks, users } from '../../db/schema';
import { bearer, readAllPages, startTestServer, type TestServer } from '../../testing';

describe('the specialist lists', () => {
  let server: TestServer;
  let token: string;
  const get = (url: string) => server.app.inject({ url, headers: bearer(token) });
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 8, weeks: 3 } });
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('lists the patients in the patient table shape, sorted by last name', async () => {
    const response = await get('/specialists/patients/list');
    expect(response.statusCode).toBe(200);
    const patients = patientListResponse.parse(response.json()).items;
    expect(patients).toHaveLength(8);
    const names = patients.map((p) => `${p.lastName} ${p.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("lists today's to-do by default, and another day or type on request", async () => {
    const today = todoResponse.parse((await get('/specialists/patients/todo')).json()).items;
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((item) => item.bookedDate === dayInSweden())).toBe(true);
    const date = '2020-01-01';
    expect(todoResponse.parse((await get(`/specialists/patients/todo?date=${date}`)).json())).toEqual({ items: [], total: 0, nextCursor: null });
    const strength = todoResponse.parse((await get('/specialists/patients/todo?type=exercise-strength&date=' + dayInSweden())).json()).items;
    expect(strength.every((item) => item.type === 'exercise-strength')).toBe(true);
  });

  it("pages through a day's to-do by patient name, once each, with the total and one audit row per task's patient shown", async () => {
    const date = dayInSweden();
    const whole = todoResponse.parse((await get(`/specialists/patients/todo?date=${date}&limit=100`)).json());
    expect(whole.total).toBe(whole.items.length);
    const paged = await readAllPages(
      async (cursor) => todoResponse.parse((await get(`/specialists/patients/todo?date=${date}&limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json()),
      (page) => {
        expect(page.items.length).toBeLessThanOrEqual(3);
        expect(page.total).toBe(whole.total);
      },
    );
    expect(paged.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
    // A cursor of another day, or made up, is refused.
    const first = todoResponse.parse((await get(`/specialists/patients/todo?date=${date}&limit=1`)).json());
    for (const query of [`date=${addDays(date, 1)}&cursor=${first.nextCursor}`, 'cursor=bm90LWpzb24', 'limit=0', 'status=lost']) {
      expect((await get(`/specialists/patients/todo?${query}`)).statusCode, query).toBe(400);
    }
    const skipped = todoResponse.parse((await get(`/specialists/patients/todo?date=${addDays(date, -1)}&status=skipped&limit=100`)).json());
    expect(skipped.items.every((item) => item.status === 'skipped')).toBe(true);
  });

  it('rejects a bad to-do type or date', async () => {
    for (const query of ['type=yoga', 'date=2026-02-30', 'date=yesterday', 'date=2026-01-01&page=2', `type=${encodeURIComponent('<script>')}`]) {
      const response = await get(`/specialists/patients/todo?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.[0]?.constraints).toBeDefined();
    }
  });

  it("lists the physio's calendar in a range", async () => {
    const entries = calendarEntriesResponse.parse((await get('/specialists/calendar-entries/list')).json()).items;
    expect(entries.length).toBeGreaterThan(0);
    const starts = entries.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(calendarEntriesResponse.parse((await get('/specialists/calendar-entries/list?from=2000-01-01&to=2000-01-31')).json())).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await get('/specialists/calendar-entries/list?from=2000-02-01&to=2000-01-01')).statusCode).toBe(400);
  });

  it('lists entries that start together in the same order every time: the one ending first first', async () => {
    const physioId = server.summary.physios[0]?.id ?? '';
    const startsAt = new Date('2001-03-05T08:00:00Z');
    const long = { physioId, type: 'appointment' as const, title: 'Långt', startsAt, endsAt: new Date('2001-03-05T09:00:00Z') };
    const short = { ...long, title: 'Kort', endsAt: new Date('2001-03-05T08:30:00Z') };
    await server.database.db.insert(calendarEntries).values([long, short, { ...short, title: 'Kort igen' }]);
    const titles = calendarEntriesResponse
      .parse((await get('/specialists/calendar-entries/list?from=2001-03-05&to=2001-03-05')).json())
      .items.map((entry) => entry.title);
    expect(titles.at(-1)).toBe('Långt');
    expect(titles.slice(0, 2).sort()).toEqual(['Kort', 'Kort igen']);
    const again = calendarEntriesResponse.parse((await get('/specialists/calendar-entries/list?from=2001-03-05&to=2001-03-05')).json()).items;
    expect(again.map((entry) => entry.title)).toEqual(titles);
  });

  it('pages through the calendar by start, then end, then id, even for entries a microsecond apart', async () => {
    const physioId = server.summary.physios[0]?.id ?? '';
    const at = (time: string) => new Date(`2001-04-02T${time}Z`);
    const entry = (title: string, start: string, end: string) => ({ physioId, type: 'appointment' as const, title, startsAt: at(start), endsAt: at(end) });
    await server.database.db
      .insert(calendarEntries)
      .values([entry('A', '08:00:00', '09:00:00'), entry('B', '08:00:00', '08:30:00'), entry('C', '08:00:00', '08:30:00'), entry('D', '10:00:00', '11:00:00'), entry('E', '12:00:00', '12:15:00')]);
    // Two entries in the same millisecond: a cursor that dropped microseconds would skip or repeat one.
    await server.database.db.execute(sql`insert into calendar_entries (physio_id, type, title, starts_at, ends_at)
      values (${physioId}, 'appointment', 'F', '2001-04-02T13:00:00.000100Z', '2001-04-02T14:00:00Z'),
             (${physioId}, 'appointment', 'G', '2001-04-02T13:00:00.000200Z', '2001-04-02T14:00:00Z')`);
    const url = (query: string) => `/specialists/calendar-entries/list?from=2001-04-02&to=2001-04-02&${query}`;
    const whole = calendarEntriesResponse.parse((await get(url('limit=100'))).json());
    expect(whole.total).toBe(7);
    expect(whole.items.map((each) => each.title).slice(2)).toEqual(['A', 'D', 'E', 'F', 'G']);
    const paged = await readAllPages(
      async (cursor) => calendarEntriesResponse.parse((await get(url(`limit=2${cursor ? `&cursor=${cursor}` : ''}`))).json()),
      (page) => expect(page.total).toBe(7),
    );
    expect(paged.map((each) => each.id)).toEqual(whole.items.map((each) => each.id));
    const todo = todoResponse.parse((await get('/specialists/patients/todo?limit=1')).json());
    for (const query of [`cursor=${todo.nextCursor}`, 'limit=101', 'cursor=%25%25']) expect((await get(url(query))).statusCode, query).toBe(400);
  });

  it('writes an audit row for every patient a list shows', async () => {
    const patients = patientListResponse.parse((await get('/specialists/patients/list')).json()).items;
    const first = patients[0];
    if (!first) throw new Error('no patients');
    const audit = await get(`/patients/list/${first.id}/audit?limit=2`);
    expect(audit.json<{ action: string }[]>().map((entry) => entry.action)).toEqual(['read:audit', 'read:patient-list']);
  });

  describe('the dashboard counts', () => {
    const counts = async () => {
      const response = await get('/specialists/dashboard');
      expect(response.statusCode).toBe(200);
      return dashboardResponse.parse(response.json());
    };
    /** A patient who joined just now, in the given organization, with an appointment of the demo physio. */
    const addNewPatient = async (organizationId: string, appointmentStartsIn: number) => {
      const id = randomUUID();
      const db = server.database.db;
      await db.insert(users).values({ id, email: `${id}@exempel.se`, role: 'patient', firstName: 'Ny', lastName: 'Patient' });
      await db.insert(patients).values({ userId: id, organizationId });
      const physioId = server.summary.physios[0]?.id ?? '';
      const startsAt = new Date(Date.now() + appointmentStartsIn);
      await db.insert(calendarEntries).values({
        physioId,
        patientId: id,
        type: 'appointment',
        title: 'Uppstartssamtal',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      });
      return id;
    };

    it('counts unread patient messages as the chat list does', async () => {
      const chats = chatListResponse.parse((await get('/chats')).json());
      const unread = chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
      expect(unread).toBeGreaterThan(0);
      expect((await counts()).newMessages).toBe(unread);
    });

    it('counts active patients with a skipped task in the last 7 days', async () => {
      const listed = patientListResponse.parse((await get('/specialists/patients/list?limit=100')).json()).items;
      const active = new Set(listed.filter((patient) => patient.status === 'active').map((patient) => patient.id));
      const [first, second] = [...active];
      if (!first || !second) throw new Error('too few active patients');
      const today = dayInSweden();
      const skip = (patientId: string, bookedDate: string) =>
        server.database.db.insert(tasks).values({ patientId, type: 'breathing', status: 'skipped', bookedDate });
      await skip(first, addDays(today, -1));
      await skip(first, addDays(today, -2));
      // Too long ago, or today (the day is not over), asks for no follow-up.
      await skip(second, addDays(today, -8));
      await skip(second, today);
      const inactive = listed.find((patient) => patient.status === 'inactive');
      if (inactive) await skip(inactive.id, addDays(today, -1));

      const skipped = new Set<string>();
      for (let day = 1; day <= 7; day += 1) {
        const todo = todoResponse.parse((await get(`/specialists/patients/todo?date=${addDays(today, -day)}&limit=100`)).json()).items;
        for (const item of todo) if (item.status === 'skipped' && active.has(item.patient.id)) skipped.add(item.patient.id);
      }
      expect(skipped.has(first)).toBe(true);
      expect((await counts()).followUp).toBe(skipped.size);
    });

    it('counts patients who just joined and their coming appointments, only within the scope', async () => {
      const [south, north] = server.summary.organizations;
      const northPhysio = server.summary.physios.find((p) => p.organizationIds.length === 1 && p.organizationIds[0] === north?.id);
      if (!south || !north || !northPhysio) throw new Error('no organizations');
      const other = await server.signIn(northPhysio.email);
      const theirCounts = async () =>
        dashboardResponse.parse((await server.app.inject({ url: '/specialists/dashboard', headers: bearer(other) })).json());
      const [before, theirsBefore] = [await counts(), await theirCounts()];

      await addNewPatient(south.id, 60 * 60_000);
      // An appointment already over is no longer a call to make.
      await addNewPatient(north.id, -2 * 60 * 60_000);
      const after = await counts();
      expect(after.newUsers).toBe(before.newUsers + 2);
      expect(after.startupCalls).toBe(before.startupCalls + 1);

      // A physio of the northern organization only does not see the southern newcomer,
      // and the appointments are the demo physio's, not theirs.
      const theirsAfter = await theirCounts();
      expect(theirsAfter.newUsers).toBe(theirsBefore.newUsers + 1);
      expect(theirsAfter.startupCalls).toBe(theirsBefore.startupCalls);
    });

    it('rejects a query', async () => {
      expect((await get('/specialists/dashboard?days=3')).statusCode).toBe(400);
    });

    // The counts ask the removed accounts whether a patient is among them rather than joining each patient's user.
    it("leaves a removed patient out of the counts and out of the to-do's total", async () => {
      const [south] = server.summary.organizations;
      if (!south) throw new Error('no organization');
      const before = await counts();
      const newcomer = await addNewPatient(south.id, 60 * 60_000);
      const yesterday = addDays(dayInSweden(), -1);
      await server.database.db.insert(tasks).values({ patientId: newcomer, type: 'breathing', status: 'skipped', bookedDate: yesterday });
      const todoTotal = async () => todoResponse.parse((await get(`/specialists/patients/todo?date=${yesterday}`)).json()).total;
      const [withNewcomer, todoWithNewcomer] = [await counts(), await todoTotal()];
      expect(withNewcomer.newUsers).toBe(before.newUsers + 1);
      expect(withNewcomer.followUp).toBe(before.followUp + 1);
      expect(withNewcomer.startupCalls).toBe(before.startupCalls + 1);

      await server.database.db.update(users).set({ deletedAt: new Date() }).where(sql`${users.id} = ${newcomer}`);
      const removed = await counts();
      expect(removed.newUsers).toBe(before.newUsers);
      expect(removed.followUp).toBe(before.followUp);
      expect(removed.startupCalls).toBe(before.startupCalls);
      expect(await todoTotal()).toBe(todoWithNewcomer - 1);
    });
  });

  it('needs a session', async () => {
    for (const url of ['/specialists/patients/list', '/specialists/patients/todo', '/specialists/calendar-entries/list', '/specialists/dashboard']) {
      expect((await server.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
