import {
  activitiesResponse,
  activityStatisticResponse,
  apiErrorBody,
  auditResponse,
  calendarEntriesResponse,
  feedbackListResponse,
  healthReportResponse,
  journalNoteListResponse,
  patientDetails,
  programResponse,
  programUpdate,
  questionnaireListResponse,
  userExerciseResponse,
} from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackItems, tasks } from '../../db/schema';
import { bearer, hostileValues, startTestServer, type TestServer } from '../../testing';
import { addDays, dayInSweden } from '@rehab/contract/dates';

describe('one patient record', () => {
  let server: TestServer;
  let token: string;
  let patientId: string;
  const get = (url: string) => server.app.inject({ url, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 6 } });
    token = await server.signIn();
    patientId = server.summary.organizations[0]?.patientIds[0] ?? '';
  });
  afterAll(() => server.close());

  it('reads the patient with age by the age rule of docs/rules/records.md', async () => {
    const response = await get(`/patients/list/${patientId}`);
    expect(response.statusCode).toBe(200);
    const patient = patientDetails.parse(response.json());
    expect(patient).toMatchObject({ id: patientId, roleName: 'patient', organization: { title: 'Rehabkliniken Syd AB' } });
    expect(patient.age).toBeGreaterThan(20);
  });

  it('lists feedback newest first, camelCase, up to the limit', async () => {
    const response = await get(`/patients/list/${patientId}/feedback/list?limit=3`);
    expect(response.statusCode).toBe(200);
    const items = feedbackListResponse.parse(response.json());
    expect(items.length).toBeLessThanOrEqual(3);
    expect(items.length).toBeGreaterThan(0);
    expect(Object.keys(response.json()[0])).toContain('exerciseName');
    const created = items.map((item) => item.created);
    expect([...created].sort().reverse()).toEqual(created);
    const [stored] = await server.database.db.select({ n: feedbackItems.id }).from(feedbackItems).where(eq(feedbackItems.patientId, patientId)).limit(1);
    expect(stored).toBeDefined();
  });

  it('rejects a bad feedback limit and unknown query fields', async () => {
    for (const query of ['limit=0', 'limit=abc', 'limit=100000', 'limit=1&sort=name', `limit=${encodeURIComponent("1; drop table tasks")}`]) {
      const response = await get(`/patients/list/${patientId}/feedback/list?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.length).toBeGreaterThan(0);
    }
    const tasksLeft = await server.database.db.select({ id: tasks.id }).from(tasks).limit(1);
    expect(tasksLeft).toHaveLength(1);
  });

  it('counts done, skipped and planned activities with compliance', async () => {
    const statistic = activityStatisticResponse.parse((await get(`/patients/list/${patientId}/activity-statistic`)).json());
    expect(statistic.totals.done + statistic.totals.skipped + statistic.totals.missed + statistic.totals.planned).toBeGreaterThan(0);
    expect(statistic.compliance.exercises).toBeGreaterThanOrEqual(0);
    expect(statistic.compliance.exercises).toBeLessThanOrEqual(1);
    expect(statistic.byWeek.length).toBeGreaterThanOrEqual(5);
  });

  it('counts a planned task as missed only once its day is over', async () => {
    const today = dayInSweden();
    const rows = await server.database.db
      .select({ bookedDate: tasks.bookedDate, status: tasks.status })
      .from(tasks)
      .where(eq(tasks.patientId, patientId));
    const planned = rows.filter((row) => row.status === 'planned');
    const upcoming = planned.filter((row) => row.bookedDate >= today).length;
    expect(upcoming).toBeGreaterThan(0);
    const statistic = activityStatisticResponse.parse((await get(`/patients/list/${patientId}/activity-statistic`)).json());
    expect(statistic.totals).toMatchObject({ planned: upcoming, missed: planned.length - upcoming });
    const thisWeek = statistic.byWeek.at(-1);
    expect(thisWeek?.planned).toBeGreaterThan(0);
  });

  it('reports health measures with their change', async () => {
    const report = healthReportResponse.parse((await get(`/patients/list/${patientId}/health-report`)).json());
    expect(report.measures.map((m) => m.kind)).toContain('stress-scale');
  });

  it('lists questionnaires with their answers and calendar entries', async () => {
    const forms = questionnaireListResponse.parse((await get(`/patients/list/${patientId}/questionnaries/list`)).json());
    expect(forms.find((form) => form.kind === 'welcome')?.answers.length).toBeGreaterThan(0);
    const entries = calendarEntriesResponse.parse((await get(`/patients/list/${patientId}/calendar-entries/list`)).json()).items;
    for (const entry of entries) expect(entry.patient?.id).toBe(patientId);
  });

  it('reads the program filtered by day and type, and adds a program update that moves the level', async () => {
    const all = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    const filtered = programResponse.parse((await get(`/patients/list/${patientId}/program?day=1&type=strength`)).json());
    expect(filtered.updates.every((u) => u.day === 1 && u.type === 'strength')).toBe(true);
    expect(filtered.updates.length).toBeLessThan(all.updates.length);
    const body = { day: 6, start: '2026-12-01', finish: '2026-12-31', level: 4, programId: all.programId, type: 'walking' };
    const put = await send('PUT', `/patients/list/${patientId}/program`, body);
    expect(put.statusCode).toBe(200);
    expect(programUpdate.parse(put.json())).toMatchObject({ day: 6, level: 4, type: 'walking' });
    const week = activitiesResponse.parse((await get(`/activities/${patientId}`)).json());
    expect(week.levels).toContainEqual({ exerciseType: 'walking', level: 4 });
  });

  it('rejects a bad program update', async () => {
    const { programId } = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    const cases: [unknown, string][] = [
      [{ day: 8, start: '2026-12-01', finish: '2026-12-31', level: 4, programId, type: 'walking' }, 'day'],
      [{ day: 1, start: '2026-12-31', finish: '2026-12-01', level: 4, programId, type: 'walking' }, 'finish'],
      [{ day: 1, start: '2026-13-01', finish: '2026-12-31', level: 4, programId, type: 'walking' }, 'start'],
      [{ day: 1, start: '2026-12-01', finish: '2026-12-31', level: 4, programId, type: 'yoga' }, 'type'],
      [{ day: '1', start: '2026-12-01', finish: '2026-12-31', level: 4, programId, type: 'walking' }, 'day'],
      [{ day: 1, start: '2026-12-01', finish: '2026-12-31', level: 4, type: 'walking' }, 'programId'],
      [{ day: 1, start: '2026-12-01', finish: '2026-12-31', level: 4, programId, type: 'walking', extra: 1 }, 'extra'],
      [{ day: 1, start: '2026-12-01', finish: '2026-12-31', level: 4, programId: '00000000-0000-4000-8000-000000000000', type: 'walking' }, 'programId'],
    ];
    for (const [payload, property] of cases) {
      const response = await send('PUT', `/patients/list/${patientId}/program`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.map((e) => e.property)).toContain(property);
    }
    const required = await send('PUT', `/patients/list/${patientId}/program`, {});
    expect(required.json().errors).toContainEqual({ property: 'day', constraints: { required: 'day is required' }, rule: 'required' });
  });

  it('refuses a program line that ends on a day already over, by the rule past, and keeps the level', async () => {
    const { programId, updates } = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    const levels = activitiesResponse.parse((await get(`/activities/${patientId}`)).json()).levels;
    const today = dayInSweden();
    const yesterday = addDays(today, -1);
    const response = await send('PUT', `/patients/list/${patientId}/program`, { day: 2, start: addDays(today, -30), finish: yesterday, level: 9, programId, type: 'walking' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorBody.parse(response.json()).errors).toEqual([{ property: 'finish', constraints: { past: 'a day already over' }, rule: 'past' }]);
    expect(programResponse.parse((await get(`/patients/list/${patientId}/program`)).json()).updates).toHaveLength(updates.length);
    expect(activitiesResponse.parse((await get(`/activities/${patientId}`)).json()).levels).toEqual(levels);
    // Ending today is still allowed.
    const endsToday = await send('PUT', `/patients/list/${patientId}/program`, { day: 2, start: addDays(today, -30), finish: today, level: 3, programId, type: 'walking' });
    expect(endsToday.statusCode).toBe(200);
  });

  it('changes an exercise level and reads the week of activities', async () => {
    const patched = await send('PATCH', `/user-exercises/${patientId}`, { exerciseType: 'strength', level: 5 });
    expect(userExerciseResponse.parse(patched.json())).toEqual({ exerciseType: 'strength', level: 5 });
    const week = activitiesResponse.parse((await get(`/activities/${patientId}`)).json());
    expect(week.exercises.filter((e) => e.type === 'strength').every((e) => e.level === 5)).toBe(true);
    expect(week.tasks.length).toBeGreaterThan(0);
    const earlier = activitiesResponse.parse((await get(`/activities/${patientId}?weekOffset=-2`)).json());
    expect(earlier.weekStart < week.weekStart).toBe(true);
    expect(earlier.tasks.some((task) => task.status !== 'planned')).toBe(true);
    for (const bad of [{ exerciseType: 'strength', level: 0 }, { exerciseType: 'x', level: 1 }, { level: 2 }, { exerciseType: 'strength', level: 2, patientId }]) {
      expect((await send('PATCH', `/user-exercises/${patientId}`, bad)).statusCode).toBe(400);
    }
    for (const query of ['weekOffset=x', 'weekOffset=1.5', 'weekOffset=99999', 'week=1']) {
      expect((await get(`/activities/${patientId}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers a malformed patient id with a 400 (414 when absurdly long) and never a 500', async () => {
    for (const value of hostileValues) {
      const id = encodeURIComponent(typeof value === 'string' ? value.slice(0, 2000) : JSON.stringify(value));
      if (!id) continue;
      const response = await get(`/patients/list/${id}`);
      expect([400, 404, 414], id.slice(0, 60)).toContain(response.statusCode);
      expect(apiErrorBody.safeParse(response.json()).success).toBe(true);
    }
  });

  it('never answers hostile bodies with a 500', async () => {
    const { programId } = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    for (const value of hostileValues) {
      for (const [method, url, payload] of [
        ['PUT', `/patients/list/${patientId}/program`, { day: value, start: value, finish: value, level: value, programId, type: value }],
        ['POST', `/patients/list/${patientId}/medical-notes`, { templateId: value, language: value }],
        ['PATCH', `/user-exercises/${patientId}`, { exerciseType: value, level: value }],
        ['POST', `/patients/list/${patientId}/end-treatment`, { reason: value }],
      ] as const) {
        const response = await server.app.inject({ method, url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
      }
    }
  });

  it('ends treatment: the patient turns inactive and every record stays', async () => {
    const target = server.summary.organizations[0]?.patientIds[1] ?? '';
    const before = journalNoteListResponse.parse((await get(`/patients/list/${target}/medical-notes/list`)).json());
    const ended = await server.app.inject({ method: 'POST', url: `/patients/list/${target}/end-treatment`, headers: bearer(token) });
    expect(ended.statusCode).toBe(200);
    expect(patientDetails.parse(ended.json()).status).toBe('inactive');
    expect(patientDetails.parse(ended.json()).treatmentEnd).not.toBeNull();
    expect(journalNoteListResponse.parse((await get(`/patients/list/${target}/medical-notes/list`)).json())).toEqual(before);
    expect((await get(`/patients/list/${target}/activity-statistic`)).statusCode).toBe(200);
  });

  it('writes an audit row for every read and write of the record, listed newest first', async () => {
    const target = server.summary.organizations[1]?.patientIds[0] ?? '';
    await get(`/patients/list/${target}`);
    await get(`/patients/list/${target}/health-report`);
    await send('PATCH', `/user-exercises/${target}`, { exerciseType: 'breathing', level: 2 });
    const audit = auditResponse.parse((await get(`/patients/list/${target}/audit?limit=10`)).json());
    expect(audit.map((entry) => entry.action)).toEqual(['read:audit', 'write:exercise-level', 'read:health-report', 'read:patient']);
    expect(audit[1]).toMatchObject({ actor: { firstName: 'Anna', lastName: 'Lindqvist', role: 'physio' }, method: 'PATCH' });
    expect((await get(`/patients/list/${target}/audit?limit=0`)).statusCode).toBe(400);
  });
});
