import { apiErrorBody, dashboardResponse, patientDetails, programResponse, todoResponse } from '@rehab/contract';
import { and, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { tasks } from '../../db/schema';
import { activeSeededPatient, bearer, startTestServer, type TestServer } from '../../testing';

describe('ending a treatment', () => {
  let server: TestServer;
  let token: string;
  let patientId: string;
  const get = (url: string) => server.app.inject({ url, headers: bearer(token) });
  const tasksOf = (where = eq(tasks.patientId, patientId)) => server.database.db.select().from(tasks).where(where);

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    token = await server.signIn();
    patientId = await activeSeededPatient(server);
  });
  afterAll(() => server.close());

  it('takes away the tasks planned after its day, refuses marking, levels and lines after it, and leaves the patient out of the to-do and follow-up', async () => {
    const today = dayInSweden();
    // A skipped task yesterday and a task today put the patient in the follow-up count and today's to-do.
    await server.database.db.insert(tasks).values([
      { patientId, type: 'breathing', status: 'skipped', bookedDate: addDays(today, -1) },
      { patientId, type: 'breathing', status: 'planned', bookedDate: today },
    ]);
    const todoPatients = async () => new Set(todoResponse.parse((await get('/specialists/patients/todo?limit=100')).json()).items.map((item) => item.patient.id));
    const followUp = async () => dashboardResponse.parse((await get('/specialists/dashboard')).json()).followUp;
    expect((await todoPatients()).has(patientId)).toBe(true);
    const followUpBefore = await followUp();
    const kept = await tasksOf(and(eq(tasks.patientId, patientId), lte(tasks.bookedDate, today)));
    const todays = kept.find((task) => task.status === 'planned' && task.bookedDate === today);
    if (!todays) throw new Error('no task planned today');
    expect((await tasksOf(and(eq(tasks.patientId, patientId), gt(tasks.bookedDate, today)))).length).toBeGreaterThan(0);

    const ended = await server.app.inject({ method: 'POST', url: `/patients/list/${patientId}/end-treatment`, headers: bearer(token), payload: {} });
    expect(ended.statusCode).toBe(200);
    expect(patientDetails.parse(ended.json()).status).toBe('inactive');

    expect(await tasksOf(and(eq(tasks.patientId, patientId), gt(tasks.bookedDate, today)))).toEqual([]);
    expect(await tasksOf(and(eq(tasks.patientId, patientId), lte(tasks.bookedDate, today)))).toEqual(kept);

    const refusals = [
      await server.app.inject({ method: 'POST', url: `/activities/${patientId}/tasks/${todays.id}/done`, headers: bearer(token), payload: {} }),
      await server.app.inject({ method: 'PATCH', url: `/user-exercises/${patientId}`, headers: bearer(token), payload: { exerciseType: 'strength', level: 3 } }),
    ];
    const program = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    const line = program.updates[0];
    if (!line) throw new Error('the seed has no program line');
    refusals.push(
      await server.app.inject({
        method: 'PUT',
        url: `/patients/list/${patientId}/program`,
        headers: bearer(token),
        payload: { day: line.day, start: line.start, finish: line.finish, level: line.level, programId: program.programId, type: line.type },
      }),
    );
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(409);
      expect(apiErrorBody.parse(refused.json())).toEqual({ statusCode: 409, message: 'The treatment has ended' });
    }
    expect(await tasksOf(and(eq(tasks.patientId, patientId), lte(tasks.bookedDate, today)))).toEqual(kept);
    expect(programResponse.parse((await get(`/patients/list/${patientId}/program`)).json()).updates).toHaveLength(program.updates.length);

    expect((await todoPatients()).has(patientId)).toBe(false);
    expect(await followUp()).toBe(followUpBefore - 1);
  });

  it('keeps the first end when it is ended again', async () => {
    const first = patientDetails.parse((await get(`/patients/list/${patientId}`)).json()).treatmentEnd;
    const again = await server.app.inject({ method: 'POST', url: `/patients/list/${patientId}/end-treatment`, headers: bearer(token), payload: {} });
    expect(again.statusCode).toBe(200);
    expect(patientDetails.parse(again.json()).treatmentEnd).toBe(first);
  });
});
