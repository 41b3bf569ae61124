import { patientSorts, sortDirections } from '@rehab/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing';
import { calendarEntries } from '../../db/schema';
import { followUpListQueries } from '../follow-ups/service';
import { notificationPageQueries } from '../notifications/service';
import { calendarPageQueries } from '../patients/calendar';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { patientPageQueries, type PatientListOptions } from './patient-list';
import { refreshEveryListFacts, refreshListFacts } from '../patients/list-facts';
import { dashboardQueries, ownCalendar, todoPageQueries, type TodoQuery } from './service';

/**
 * The lists at a chain's size: 10 000 patients in one organization, 500 in another, three weeks of daily
 * tasks for each of them (the kind by weekday, as the seed plans them), and thirty physios with 1 000
 * calendar entries and 1 000 notifications each, and 10 000 follow-ups. Each page is planned through an index, never a scan of
 * the whole table. Plans, not times.
 */
describe('the lists at 10 000 patients', () => {
  let database: Database;
  let session: Session;
  let organizationId: string;

  const planOf = async (query: SQLWrapper) => {
    const result = await database.db.execute(sql`explain ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((row) => Object.values(row).join('')).join('\n');
  };
  const expectIndexed = async (query: SQLWrapper, table: string, what: unknown) => {
    const plan = await planOf(query);
    expect(plan, JSON.stringify(what)).not.toMatch(new RegExp(`Seq Scan on ${table}`));
    expect(plan, JSON.stringify(what)).toMatch(/Index/);
  };
  // The total is one count over the matching rows; a page is read through an index whatever the clinic's size.
  // A filter that matches a fifth of the clinic or more (adherence, inactivity) may count it from the table: a few ms.
  const expectPatientsIndexed = async (options: Partial<PatientListOptions>, total = true) => {
    const queries = patientPageQueries(database.db, session, { sort: 'name', direction: 'asc', limit: 50, ...options });
    await expectIndexed(queries.rows, 'patients', options);
    if (total) await expectIndexed(queries.total, 'patients', { ...options, total: true });
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const physioId = randomUUID();
    organizationId = randomUUID();
    const otherId = randomUUID();
    session = { userId: physioId, role: 'physio', jti: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000), issuedAt: new Date(), strong: true };
    await database.db.execute(sql`
      insert into organizations (id, title, org_number, contact_email, contact_name, code)
      values (${organizationId}, 'Kedjan', '556000-0000', 'a@kedjan.se', 'A', 'KEDJAN'),
             (${otherId}, 'Annan', '556000-0001', 'b@annan.se', 'B', 'ANNAN')`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name) values (${physioId}, 'fysio@kedjan.se', 'physio', 'Fia', 'Fysio')`);
    await database.db.execute(sql`insert into organization_members (user_id, organization_id) values (${physioId}, ${organizationId})`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name, created_at)
      select md5('p' || n)::uuid, 'patient' || n || '@exempel.se', 'patient', 'Förnamn' || (n % 97), 'Efternamn' || md5(n::text),
             now() - (n || ' hours')::interval
      from generate_series(1, 10500) as n`);
    await database.db.execute(sql`
      insert into patients (user_id, organization_id, birth_date, phone, status)
      select md5('p' || n)::uuid, case when n <= 10000 then ${organizationId}::uuid else ${otherId}::uuid end,
             case when n % 50 = 0 then null else date '1940-01-01' + (n * 7 % 22000) end,
             '07' || lpad(((n * 7919) % 100000000)::text, 8, '0'), case when n % 10 = 0 then 'inactive' else 'active' end::patient_status
      from generate_series(1, 10500) as n`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name)
      select md5('f' || n)::uuid, 'fysio' || n || '@kedjan.se', 'physio', 'Fysio', 'Nummer' || n from generate_series(1, 29) as n`);
    // Thirty physios with 1 000 calendar entries each, over five years, and 1 000 notifications each.
    await database.db.execute(sql`
      insert into calendar_entries (physio_id, patient_id, type, title, starts_at, ends_at)
      select case n % 30 when 0 then ${physioId}::uuid else md5('f' || (n % 30))::uuid end,
             case when n % 4 = 0 then null else md5('p' || (n % 10000 + 1))::uuid end, 'appointment', 'Besök ' || n,
             timestamptz '2024-01-01T08:00:00Z' + (n / 30) * interval '1 day', timestamptz '2024-01-01T09:00:00Z' + (n / 30) * interval '1 day'
      from generate_series(0, 29999) as n`);
    await database.db.execute(sql`
      insert into notifications (user_id, type, name, description, code, is_read, created_at)
      select case n % 30 when 0 then ${physioId}::uuid else md5('f' || (n % 30))::uuid end, 'NewMessage', 'Nytt meddelande', '', 'new-message',
             n > 3000, now() - n * interval '1 minute'
      from generate_series(0, 29999) as n`);
    // Every patient's tasks from two weeks ago to a week ahead: strength on Monday, Wednesday and Friday,
    // pulse on Tuesday and Thursday, mindfulness at the weekend, and breathing every day for one in seven;
    // before today one in five skipped and the others done, from today planned.
    await database.db.execute(sql`
      insert into tasks (patient_id, type, status, booked_date, completed_at)
      select md5('p' || n)::uuid, kind::activity_type,
             (case when day >= current_date then 'planned' when n % 5 = 0 then 'skipped' else 'done' end)::task_status, day,
             case when day < current_date and n % 5 <> 0 then day + time '18:00' end
      from generate_series(1, 10500) as n,
           generate_series(current_date - 14, current_date + 6, interval '1 day') as days(at),
           lateral (select at::date as day) as d,
           lateral (select case when extract(isodow from day) in (1, 3, 5) then 'exercise-strength'
                                when extract(isodow from day) in (2, 4) then 'exercise-pulse' else 'mindfulness' end
                    union all select 'breathing' where n % 7 = 0) as kinds(kind)`);
    // A work list of follow-ups for each physio: a third of the clinic's for the one reading, due over three weeks.
    await database.db.execute(sql`
      insert into follow_ups (patient_id, kind, origin, due_date, assignee_id, status, done_at)
      select md5('p' || n)::uuid, 'contact-patient', 'rule', current_date - (n % 21),
             case when n % 3 = 0 then ${physioId}::uuid else md5('f' || (n % 29 + 1))::uuid end,
             case when n % 10 = 0 then 'done' else 'open' end, case when n % 10 = 0 then now() - (n % 30) * interval '1 day' end
      from generate_series(1, 10000) as n`);
    // The list's figures as the list computes them before it reads (list-facts.ts).
    await refreshEveryListFacts(database.db);
    // The planner's statistics and the visibility map, as autovacuum keeps them on a database in use: a count
    // reads an index alone only once its rows are known visible to all.
    await database.db.execute(sql`vacuum analyze`);
  }, 180_000);
  afterAll(() => database.close());

  it('reads a page in every order through an index', async () => {
    for (const sort of patientSorts) {
      for (const direction of sortDirections) await expectPatientsIndexed({ sort, direction });
    }
  });

  it('searches through the trigram index and filters through indexes', async () => {
    await expectPatientsIndexed({ search: 'efternamn1a2' });
    await expectPatientsIndexed({ search: '0700031676' }); // patient 4, by a phone number's digits
    await expectPatientsIndexed({ status: 'inactive', sort: 'status' });
    await expectPatientsIndexed({ organizationId });
    await expectPatientsIndexed({ attention: 'needed' });
    await expectPatientsIndexed({ attention: 'needed', sort: 'attention' });
    await expectPatientsIndexed({ adherenceBelow: 50, sort: 'adherence' }, false);
    await expectPatientsIndexed({ inactiveDays: 7, sort: 'lastActivity' }, false);
  });

  it("flags patients from their tasks, and finds nothing to compute again on a list's read once done", async () => {
    const [counts] = (await database.db.execute(sql`
      select count(*) filter (where needs_attention) as flagged, count(adherence) as known, count(last_activity_at) as active,
             count(*) filter (where list_facts_day < current_date) as stale
      from patients`).then((result) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows))) as Record<string, string | number>[];
    // One in five skips every task (low adherence, silence); the others did yesterday's.
    expect(Number(counts?.flagged)).toBeGreaterThan(1_000);
    expect(Number(counts?.flagged)).toBeLessThan(3_000);
    expect(Number(counts?.known)).toBe(10_500);
    expect(Number(counts?.active)).toBe(8_400);
    expect(Number(counts?.stale)).toBe(0);
    // The check a list makes before it reads: the day's index, not the table.
    const plan = await planOf(sql`select 1 from patients where list_facts_day < current_date and organization_id = ${organizationId}::uuid limit 1`);
    expect(plan).toMatch(/patients_list_facts_day_idx|patients_org/);
    expect(plan).not.toMatch(/Seq Scan on patients/);
    await refreshListFacts(database.db, session);
  });

  it("reads a page of the physio's calendar, a patient's calendar and the notifications through an index", async () => {
    const week = { from: '2025-03-03', to: '2025-03-09', limit: 50 };
    await expectIndexed(calendarPageQueries(database.db, 'physio', ownCalendar(session), week).rows, 'calendar_entries', week);
    const patient = eq(calendarEntries.patientId, sql`md5('p' || 5)::uuid`);
    await expectIndexed(calendarPageQueries(database.db, 'patient', patient, { limit: 50 }).rows, 'calendar_entries', 'patient');
    for (const direction of sortDirections) {
      const queries = notificationPageQueries(database.db, session, { direction, limit: 50 });
      await expectIndexed(queries.rows, 'notifications', direction);
      await expectIndexed(queries.counts, 'notifications', 'counts');
    }
  });

  /** The first day from `from` days after today on one of the weekdays `isoDays` (1 Monday … 7 Sunday). */
  const dayOf = (isoDays: number[], from: number) => {
    for (let offset = from; offset < from + 7; offset++) {
      const day = addDays(dayInSweden(), offset);
      if (isoDays.includes(new Date(`${day}T12:00:00Z`).getUTCDay() || 7)) return day;
    }
    throw new Error('no such day in a week');
  };
  const todo = (query: Partial<TodoQuery>) => todoPageQueries(database.db, session, { limit: 50, ...query });

  it("reads a day's to-do and its total through indexes, with each filter and without", async () => {
    const strengthDay = dayOf([1, 3, 5], -7);
    const pulseDay = dayOf([2, 4], -7);
    const future = dayOf([1, 3, 5], 1);
    const filters: Partial<TodoQuery>[] = [
      { date: strengthDay },
      { date: strengthDay, type: 'exercise-strength' },
      { date: pulseDay, type: 'exercise-strength' },
      { date: strengthDay, status: 'skipped' },
      { date: future, status: 'skipped' },
      { date: future, status: 'planned', type: 'exercise-strength' },
      { date: future, type: 'theory-lesson' },
    ];
    for (const filter of filters) {
      const queries = todo(filter);
      await expectIndexed(queries.rows, 'tasks', filter);
      await expectIndexed(queries.total, 'tasks', { ...filter, total: true });
      // The total reads the day's own index, whose entries say whose task it is, kind and status: not every task row.
      expect(await planOf(queries.total), JSON.stringify(filter)).toMatch(
        /Index Only Scan using tasks_(day|skipped)_idx on tasks/,
      );
    }
  });

  it('reads a filter that matches nothing that day from the day’s index, not patient by patient', async () => {
    // Strength is planned on Monday, Wednesday and Friday only: on a Tuesday the filter matches no task.
    for (const filter of [
      { date: dayOf([2, 4], -7), type: 'exercise-strength' as const },
      { date: dayOf([1, 3, 5], 1), status: 'skipped' as const },
    ]) {
      const plan = await planOf(todo(filter).rows);
      expect(plan, JSON.stringify(filter)).toMatch(/using tasks_(day|skipped)_idx on tasks/);
      // Walking the patients in name order is an index scan of one of the name-ordered patient indexes.
      expect(plan, JSON.stringify(filter)).not.toMatch(/Index Scan using patients_(status|name|org)_idx/);
    }
  });

  it("reads a page of the physio's open work list in its order from the physio's index, without sorting the list", async () => {
    const plan = await planOf(followUpListQueries(database.db, session, 'open', 50).rows);
    expect(plan).toMatch(/follow_ups_assignee_idx/);
    expect(plan).not.toMatch(/Seq Scan on (follow_ups|patients)\b/);
    // Thousands long, it is read in its order: a page is its first rows, not a sort of all of them.
    expect(plan).not.toMatch(/Sort/);
  });

  it('counts the dashboard through indexes: new patients by their joining, follow-ups from the skipped tasks', async () => {
    const queries = dashboardQueries(database.db, session);
    for (const [name, query] of Object.entries(queries)) {
      const plan = await planOf(query);
      expect(plan, name).not.toMatch(/Seq Scan on (tasks|patients)\b/);
    }
    const newUsers = await planOf(queries.newUsers);
    expect(newUsers).toMatch(/patients_joined_idx/);
    expect(newUsers).not.toMatch(/Seq Scan on users/);
    expect(await planOf(queries.followUp)).toMatch(/Index Only Scan using tasks_skipped_idx on tasks/);
  });
});
