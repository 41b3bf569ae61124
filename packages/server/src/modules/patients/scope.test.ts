import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients } from '../../db/schema';
import { bearer, startTestServer, type TestServer } from '../../testing';

/** Every call on one patient's record: method, path (with :id), and a body that would be valid. */
const patientCalls = (templateId = randomUUID(), programId = randomUUID()) => [
  { method: 'GET', url: '/patients/list/:id' },
  { method: 'GET', url: '/patients/list/:id/feedback/list?limit=5' },
  { method: 'GET', url: '/patients/list/:id/activity-statistic' },
  { method: 'GET', url: '/patients/list/:id/health-report' },
  { method: 'GET', url: '/patients/list/:id/questionnaries/list' },
  { method: 'GET', url: '/patients/list/:id/calendar-entries/list' },
  { method: 'GET', url: '/patients/list/:id/program?day=1&type=strength' },
  { method: 'PUT', url: '/patients/list/:id/program', payload: { day: 1, start: '2026-01-05', finish: '2026-02-01', level: 2, programId, type: 'strength' } },
  { method: 'GET', url: '/patients/list/:id/medical-notes/list' },
  { method: 'GET', url: '/patients/list/:id/medical-notes/templates' },
  { method: 'POST', url: '/patients/list/:id/medical-notes', payload: { templateId } },
  { method: 'POST', url: '/patients/list/:id/end-treatment', payload: {} },
  { method: 'GET', url: '/patients/list/:id/audit' },
  { method: 'GET', url: '/activities/:id?weekOffset=0' },
  { method: 'PATCH', url: '/user-exercises/:id', payload: { exerciseType: 'strength', level: 2 } },
  { method: 'POST', url: `/activities/:id/tasks/${randomUUID()}/done`, payload: {} },
] as const;

describe('the patient scope', () => {
  let server: TestServer;
  let southPatient: string;
  let northPatient: string;
  let northPhysio: string;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 3 } });
    const [south, north] = server.summary.organizations;
    southPatient = south?.patientIds[0] ?? '';
    northPatient = north?.patientIds[0] ?? '';
    northPhysio = await server.signIn('sara.nyberg@demo.se');
  });
  afterAll(() => server.close());

  it('answers every patient call by a physio of another organization with the same 404 as for no patient at all, and changes nothing', async () => {
    const rowsOf = async (outcome: 'allowed' | 'denied') =>
      (await server.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.outcome, outcome)))[0]?.n ?? 0;
    const [allowedBefore, deniedBefore] = [await rowsOf('allowed'), await rowsOf('denied')];
    const [before] = await server.database.db.select().from(patients).where(eq(patients.userId, southPatient));
    for (const call of patientCalls()) {
      const foreign = await server.app.inject({ method: call.method, url: call.url.replace(':id', southPatient), headers: bearer(northPhysio), ...('payload' in call && { payload: call.payload }) });
      const missing = await server.app.inject({ method: call.method, url: call.url.replace(':id', randomUUID()), headers: bearer(northPhysio), ...('payload' in call && { payload: call.payload }) });
      expect(foreign.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(foreign.body).toBe(missing.body);
      expect(foreign.json()).toEqual({ message: 'Patient not found', statusCode: 404 });
      expect(foreign.body).not.toContain(southPatient);
    }
    // Nothing was read, and every attempt is in the access log as refused.
    expect(await rowsOf('allowed')).toBe(allowedBefore);
    expect(await rowsOf('denied')).toBe(deniedBefore + 2 * patientCalls().length);
    const [after] = await server.database.db.select().from(patients).where(eq(patients.userId, southPatient));
    expect(after).toEqual(before);
  });

  it('refuses an unknown query field on every patient call, before touching the record', async () => {
    for (const call of patientCalls()) {
      const url = `${call.url.replace(':id', northPatient)}${call.url.includes('?') ? '&' : '?'}evil=%3Cscript%3E`;
      const response = await server.app.inject({ method: call.method, url, headers: bearer(northPhysio), ...('payload' in call && { payload: call.payload }) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json().errors).toEqual([{ property: 'evil', constraints: { whitelist: 'evil is invalid' }, rule: 'invalid' }]);
    }
  });

  it('lets the same physio reach a patient of their own organization', async () => {
    for (const call of patientCalls().filter((c) => c.method === 'GET')) {
      const response = await server.app.inject({ url: call.url.replace(':id', northPatient), headers: bearer(northPhysio) });
      expect(response.statusCode, call.url).toBe(200);
    }
  });

  it('keeps other organizations out of the patient list and the to-do', async () => {
    const north = server.summary.organizations[1]?.patientIds ?? [];
    const list = await server.app.inject({ url: '/specialists/patients/list', headers: bearer(northPhysio) });
    expect(list.json<{ items: { id: string }[] }>().items.map((p) => p.id).sort()).toEqual([...north].sort());
    const todo = await server.app.inject({ url: '/specialists/patients/todo', headers: bearer(northPhysio) });
    for (const item of todo.json<{ items: { patient: { id: string } }[] }>().items) expect(north).toContain(item.patient.id);
    const calendar = await server.app.inject({ url: '/specialists/calendar-entries/list', headers: bearer(northPhysio) });
    for (const entry of calendar.json<{ items: { patient: { id: string } | null }[] }>().items) if (entry.patient) expect(north).toContain(entry.patient.id);
  });

  it('shows a physio of both organizations every patient', async () => {
    const both = await server.signIn();
    const list = await server.app.inject({ url: '/specialists/patients/list', headers: bearer(both) });
    expect(list.json<{ items: unknown[]; total: number }>()).toMatchObject({ items: expect.any(Array), total: 6 });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(6);
  });
});
