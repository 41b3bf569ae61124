import { activitiesResponse, apiErrorBody, task, todoResponse } from '@rehab/contract';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { tasks } from '../../db/schema';
import { activeSeededPatient, bearer, startTestServer, type TestServer } from '../../testing';

describe('a patient reports a task done with comments and a result', () => {
  let server: TestServer;
  let physio: string;
  let patient: string;
  let patientId: string;
  const report = (taskId: string, payload: object, token = patient) =>
    server.app.inject({ method: 'POST', url: `/patient-app/tasks/${taskId}/done`, headers: bearer(token), payload });
  const plannedTask = async (where: ReturnType<typeof and>) => {
    const [row] = await server.database.db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.status, 'planned'), where)).limit(1);
    if (!row) throw new Error('no such planned task');
    return row.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    physio = await server.signIn();
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
  });
  afterAll(() => server.close());

  it('stores them, and the physio reads them in the week and the to-do', async () => {
    const today = dayInSweden();
    const [added] = await server.database.db.insert(tasks).values({ patientId, type: 'exercise-pulse', status: 'planned', bookedDate: today, level: 1 }).returning({ id: tasks.id });
    const taskId = added?.id ?? '';
    const response = await report(taskId, { comments: '  Tungt i backarna, men det gick.  ', result: '3,2 km på 35 minuter' });
    expect(response.statusCode).toBe(200);
    expect(task.parse(response.json())).toMatchObject({ id: taskId, status: 'done', comments: 'Tungt i backarna, men det gick.', result: '3,2 km på 35 minuter' });

    const week = activitiesResponse.parse((await server.app.inject({ url: `/activities/${patientId}`, headers: bearer(physio) })).json());
    expect(week.tasks.find((t) => t.id === taskId)).toMatchObject({ comments: 'Tungt i backarna, men det gick.', result: '3,2 km på 35 minuter' });
    const todo = todoResponse.parse((await server.app.inject({ url: '/specialists/patients/todo?limit=100', headers: bearer(physio) })).json());
    expect(todo.items.find((t) => t.id === taskId)?.result).toBe('3,2 km på 35 minuter');
  });

  it('keeps the rules of marking: not before its day, not another patient’s task, not twice, not for staff', async () => {
    const today = dayInSweden();
    const coming = await plannedTask(and(eq(tasks.patientId, patientId), gt(tasks.bookedDate, today)));
    const comingResponse = await report(coming, {});
    expect(comingResponse.statusCode).toBe(409);
    expect(apiErrorBody.parse(comingResponse.json()).message).toBe("The task's day has not come");

    const foreign = await plannedTask(and(ne(tasks.patientId, patientId), lte(tasks.bookedDate, today)));
    expect((await report(foreign, { result: '10' })).statusCode).toBe(404);
    const [stored] = await server.database.db.select().from(tasks).where(eq(tasks.id, foreign));
    expect(stored).toMatchObject({ status: 'planned', result: null });

    expect((await report(coming, { result: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await report(coming, {}, physio)).statusCode).toBe(403);
  });

  it('takes yesterday’s task but refuses one of the day before, which only the physio may still mark', async () => {
    const today = dayInSweden();
    const add = async (bookedDate: string) => {
      const [added] = await server.database.db.insert(tasks).values({ patientId, type: 'breathing', status: 'planned', bookedDate, level: 1 }).returning({ id: tasks.id });
      return added?.id ?? '';
    };
    const yesterdays = await add(addDays(today, -1));
    expect((await report(yesterdays, {})).statusCode).toBe(200);
    const older = await add(addDays(today, -2));
    const refused = await report(older, { result: '10' });
    expect(refused.statusCode).toBe(409);
    expect(apiErrorBody.parse(refused.json()).message).toBe("The task's day is too long ago");
    const [stored] = await server.database.db.select().from(tasks).where(eq(tasks.id, older));
    expect(stored).toMatchObject({ status: 'planned', result: null, completedAt: null });
    const byPhysio = await server.app.inject({ method: 'POST', url: `/activities/${patientId}/tasks/${older}/done`, headers: bearer(physio), payload: {} });
    expect(byPhysio.statusCode).toBe(200);
  });

  it('refuses a report once the treatment has ended', async () => {
    const today = dayInSweden();
    const [added] = await server.database.db.insert(tasks).values({ patientId, type: 'breathing', status: 'planned', bookedDate: today, level: 1 }).returning({ id: tasks.id });
    await server.app.inject({ method: 'POST', url: `/patients/list/${patientId}/end-treatment`, headers: bearer(physio), payload: {} });
    const response = await report(added?.id ?? '', { comments: 'Sent' });
    expect(response.statusCode).toBe(409);
    expect(apiErrorBody.parse(response.json()).message).toBe('The treatment has ended');
  });
});
