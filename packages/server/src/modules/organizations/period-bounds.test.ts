import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmins } from '../../db/seed';
import { bearer, seededOrganization, startTestServer, type TestServer } from '../../testing';

/** Every period a request names is bounded, so no answer loops over centuries. */
describe('periods and dates from a request', () => {
  let server: TestServer;
  let system: string;
  let physio: string;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 2, weeks: 1 } });
    system = await server.signIn(demoAdmins.system);
    physio = await server.signIn();
  });
  afterAll(() => server.close());

  const get = (token: string, url: string) => server.app.inject({ url, headers: bearer(token) });

  it('refuses a statistics or report period that runs to year 9999, at once and as a 400', async () => {
    const id = seededOrganization(server.summary, 0).id;
    for (const path of ['statistics', 'report.csv', 'report.pdf']) {
      const response = await get(system, `/organizations/${id}/${path}?from=2026-01-01&to=9999-12-31`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, errors: [{ property: 'to' }] });
    }
  });

  it('refuses a period longer than five years, also when it ends today by default', async () => {
    const id = seededOrganization(server.summary, 0).id;
    const long = await get(system, `/organizations/${id}/statistics?from=2020-01-01&to=2025-01-02`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ property: 'to', constraints: { invalid: 'to is invalid' }, rule: 'invalid' }]);
    expect((await get(system, `/organizations/${id}/statistics?from=2020-01-01&to=2025-01-01`)).statusCode).toBe(200);
    const sinceLongAgo = await get(system, `/organizations/${id}/statistics?from=2001-01-01`);
    expect(sinceLongAgo.statusCode).toBe(400);
    expect(sinceLongAgo.json().errors).toEqual([
      { property: 'from', constraints: { maxRange: 'the period may be at most 5 years' } },
    ]);
  });

  it('takes only real dates between 2000 and 2100', async () => {
    for (const date of ['1999-12-31', '2101-01-01', '2026-02-30', '+010000-01-01', '2026-1-1']) {
      const todo = await get(physio, `/specialists/patients/todo?date=${encodeURIComponent(date)}`);
      expect(todo.statusCode, date).toBe(400);
      expect(todo.json().errors, date).toEqual([{ property: 'date', constraints: expect.any(Object), rule: 'invalid' }]);
      const calendar = await get(physio, `/specialists/calendar-entries/list?from=${encodeURIComponent(date)}`);
      expect(calendar.statusCode, date).toBe(400);
    }
    expect((await get(physio, '/specialists/patients/todo?date=2028-02-29')).statusCode).toBe(200);
    const weeks = await get(physio, `/activities/${seededOrganization(server.summary, 0).patientIds[0]}?weekOffset=521`);
    expect(weeks.statusCode).toBe(400);
  });
});
