import { apiErrorBody, calendarEntriesResponse, patientListResponse, todoResponse } from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSweden } from '../../dates';
import { bearer, startTestServer, type TestServer } from '../../testing';

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
    const patients = patientListResponse.parse(response.json());
    expect(patients).toHaveLength(8);
    const names = patients.map((p) => `${p.lastName} ${p.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("lists today's to-do by default, and another day or type on request", async () => {
    const today = todoResponse.parse((await get('/specialists/patients/todo')).json());
    expect(today.every((item) => item.bookedDate === todayInSweden())).toBe(true);
    const date = '2020-01-01';
    expect(todoResponse.parse((await get(`/specialists/patients/todo?date=${date}`)).json())).toEqual([]);
    const strength = todoResponse.parse((await get('/specialists/patients/todo?type=exercise-strength&date=' + todayInSweden())).json());
    expect(strength.every((item) => item.type === 'exercise-strength')).toBe(true);
  });

  it('rejects a bad to-do type or date', async () => {
    for (const query of ['type=yoga', 'date=2026-02-30', 'date=yesterday', 'date=2026-01-01&page=2', `type=${encodeURIComponent('<script>')}`]) {
      const response = await get(`/specialists/patients/todo?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.[0]?.constraints).toBeDefined();
    }
  });

  it("lists the physio's calendar in a range", async () => {
    const entries = calendarEntriesResponse.parse((await get('/specialists/calendar-entries/list')).json());
    expect(entries.length).toBeGreaterThan(0);
    const starts = entries.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(calendarEntriesResponse.parse((await get('/specialists/calendar-entries/list?from=2000-01-01&to=2000-01-31')).json())).toEqual([]);
    expect((await get('/specialists/calendar-entries/list?from=2000-02-01&to=2000-01-01')).statusCode).toBe(400);
  });

  it('writes an audit row for every patient a list shows', async () => {
    const patients = patientListResponse.parse((await get('/specialists/patients/list')).json());
    const first = patients[0];
    if (!first) throw new Error('no patients');
    const audit = await get(`/patients/list/${first.id}/audit?limit=2`);
    expect(audit.json<{ action: string }[]>().map((entry) => entry.action)).toEqual(['read:audit', 'read:patient-list']);
  });

  it('needs a session', async () => {
    for (const url of ['/specialists/patients/list', '/specialists/patients/todo', '/specialists/calendar-entries/list']) {
      expect((await server.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
