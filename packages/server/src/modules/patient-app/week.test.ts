import { activitiesResponse, apiErrorBody, patientWeekResponse, task } from '@rehab/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSweden, mondayOf } from '@rehab/contract/dates';
import { auditLog, exercises, tasks } from '../../db/schema';
import { activeSeededPatient, bearer, present, startTestServer, type TestServer } from '../../testing';
import { undoTaskDone } from './week';

describe("the patient's own week, and taking back a task marked done", () => {
  let server: TestServer;
  let physio: string;
  let patient: string;
  let patientId: string;
  const week = (query = '', token = patient) => server.app.inject({ url: `/patient-app/week${query}`, headers: bearer(token) });
  const undo = (taskId: string, token = patient) => server.app.inject({ method: 'DELETE', url: `/patient-app/tasks/${taskId}/done`, headers: bearer(token) });
  const addTask = async (values: Partial<typeof tasks.$inferInsert> & { patientId: string }) => {
    const [added] = await server.database.db
      .insert(tasks)
      .values({ type: 'breathing', status: 'planned', bookedDate: dayInSweden(), level: 1, ...values })
      .returning({ id: tasks.id });
    return present(added).id;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    physio = await server.signIn();
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
  });
  afterAll(() => server.close());

  it('shows this week, Monday to Sunday in Sweden, with the tasks the physio sees and each exercise at its own level', async () => {
    const response = await week();
    expect(response.statusCode).toBe(200);
    const body = patientWeekResponse.parse(response.json());
    const today = dayInSweden();
    expect(body).toMatchObject({ today, weekStart: mondayOf(today), weekEnd: addDays(mondayOf(today), 6), treatmentEnd: null });
    const physioView = activitiesResponse.parse((await server.app.inject({ url: `/activities/${patientId}`, headers: bearer(physio) })).json());
    expect(body.tasks.length).toBeGreaterThan(0);
    expect(body.tasks.map((t) => t.id)).toEqual(physioView.tasks.map((t) => t.id));
    const days = body.tasks.map((t) => t.bookedDate);
    expect(days).toEqual([...days].sort());
    // The same order every time: by day, then type, then id.
    expect(patientWeekResponse.parse((await week()).json()).tasks.map((t) => t.id)).toEqual(body.tasks.map((t) => t.id));
    const withExercise = present(body.tasks.find((t) => t.exercise), 'a task with an exercise');
    const [stored] = await server.database.db.select().from(exercises).where(eq(exercises.id, present(withExercise.exercise).id));
    expect(withExercise.exercise).toMatchObject({ level: withExercise.level, instruction: present(stored).instruction, groupName: present(stored).groupName });
  });

  it('moves by whole weeks, only over the patient’s own tasks, within ±520 weeks', async () => {
    const lastWeek = patientWeekResponse.parse((await week('?weekOffset=-1')).json());
    expect(lastWeek.weekStart).toBe(addDays(mondayOf(dayInSweden()), -7));
    const owned = await server.database.db.select({ id: tasks.id, patientId: tasks.patientId }).from(tasks).where(eq(tasks.patientId, patientId));
    const ownIds = new Set(owned.map((row) => row.id));
    expect(lastWeek.tasks.length).toBeGreaterThan(0);
    expect(lastWeek.tasks.every((t) => ownIds.has(t.id) && t.bookedDate >= lastWeek.weekStart && t.bookedDate <= lastWeek.weekEnd)).toBe(true);
    expect(patientWeekResponse.parse((await week('?weekOffset=520')).json()).tasks).toEqual([]);
    for (const query of ['?weekOffset=521', '?weekOffset=-521', '?weekOffset=1.5', '?weekOffset=abc', '?patientId=x']) {
      const refused = await week(query);
      expect(refused.statusCode, query).toBe(400);
      expect(apiErrorBody.parse(refused.json()).statusCode).toBe(400);
    }
    expect((await week('', physio)).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/patient-app/week' })).statusCode).toBe(401);
  });

  it('puts a task marked done today back to planned, once, without the report', async () => {
    const taskId = await addTask({ patientId });
    const done = await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${taskId}/done`, headers: bearer(patient), payload: { comments: 'Fel uppgift', result: '10' } });
    expect(done.statusCode).toBe(200);
    const audited = (await server.database.db.select().from(auditLog)).length;
    const response = await undo(taskId);
    expect(response.statusCode).toBe(200);
    expect(task.parse(response.json())).toMatchObject({ id: taskId, status: 'planned', completedAt: null, comments: null, result: null });
    // The patient's own use of their program is not in the access log.
    expect((await server.database.db.select().from(auditLog)).length).toBe(audited);
    const again = await undo(taskId);
    expect(again.statusCode).toBe(409);
    expect(apiErrorBody.parse(again.json()).message).toBe('The task is not done');
  });

  it('keeps a task done on another day, by the day in Sweden', async () => {
    const yesterday = await addTask({ patientId, status: 'done', bookedDate: addDays(dayInSweden(), -1), completedAt: new Date(Date.now() - 26 * 60 * 60 * 1000) });
    const response = await undo(yesterday);
    expect(response.statusCode).toBe(409);
    expect(apiErrorBody.parse(response.json()).message).toBe('The task was done on another day');

    // Done at 00:30 on 25 November in Stockholm (23:30 UTC the day before): undone at 23:30 that day, not at 00:30 the next.
    const lateTask = await addTask({ patientId, status: 'done', bookedDate: '2026-11-24', completedAt: new Date('2026-11-24T23:30:00Z') });
    const session = { userId: patientId, role: 'patient' } as const;
    await expect(undoTaskDone(server.database.db, session, lateTask, new Date('2026-11-25T23:30:00Z'))).rejects.toMatchObject({ statusCode: 409 });
    await expect(undoTaskDone(server.database.db, session, lateTask, new Date('2026-11-25T22:30:00Z'))).resolves.toMatchObject({ status: 'planned' });
  });

  it('answers 404 for another patient’s task, changes nothing, and logs the attempt under that patient', async () => {
    const [other] = await server.database.db
      .select({ id: tasks.id, patientId: tasks.patientId })
      .from(tasks)
      .where(and(ne(tasks.patientId, patientId), eq(tasks.status, 'done')))
      .limit(1);
    const foreign = present(other, "another patient's done task");
    const response = await undo(foreign.id);
    expect(response.statusCode).toBe(404);
    const [stored] = await server.database.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, foreign.id));
    expect(stored?.status).toBe('done');
    const [logged] = await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(logged).toMatchObject({ actorId: patientId, patientId: foreign.patientId, outcome: 'denied', action: 'denied:task', method: 'DELETE' });
    expect((await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${foreign.id}/done`, headers: bearer(patient), payload: {} })).statusCode).toBe(404);
    expect((await undo('not-a-task')).statusCode).toBe(400);
    expect((await undo(foreign.id, physio)).statusCode).toBe(403);
  });

  it('refuses to take a task back once the treatment has ended, and says when it ended', async () => {
    const taskId = await addTask({ patientId });
    expect((await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${taskId}/done`, headers: bearer(patient), payload: {} })).statusCode).toBe(200);
    const ended = await server.app.inject({ method: 'POST', url: `/patients/list/${patientId}/end-treatment`, headers: bearer(physio), payload: {} });
    expect(ended.statusCode).toBe(200);
    const response = await undo(taskId);
    expect(response.statusCode).toBe(409);
    expect(apiErrorBody.parse(response.json()).message).toBe('The treatment has ended');
    const [stored] = await server.database.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId));
    expect(stored?.status).toBe('done');
    expect(patientWeekResponse.parse((await week()).json()).treatmentEnd).toBe(dayInSweden());
  });
});
