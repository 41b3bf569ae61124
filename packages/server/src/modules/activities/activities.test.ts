import { activitiesResponse, apiErrorBody, task } from '@rehab/contract';
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInSweden } from '@rehab/contract/dates';
import { auditLog, tasks } from '../../db/schema';
import { bearer, startTestServer, type TestServer } from '../../testing';

describe('marking a task as done', () => {
  let server: TestServer;
  let token: string;
  let patientId: string;
  /** The organization's other patients: one whose treatment has ended may have no task planned. */
  let otherPatientIds: string[];
  const done = (userId: string, taskId: string, payload: object = {}) =>
    server.app.inject({ method: 'POST', url: `/activities/${userId}/tasks/${taskId}/done`, headers: bearer(token), payload });
  /** A task of that status whose day has come (by default), or has not. */
  const taskWith = async (patient: string | string[], status: 'planned' | 'done' | 'skipped', dayHasCome = true) => {
    const today = dayInSweden();
    const [row] = await server.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          typeof patient === 'string' ? eq(tasks.patientId, patient) : inArray(tasks.patientId, patient),
          eq(tasks.status, status),
          dayHasCome ? lte(tasks.bookedDate, today) : gt(tasks.bookedDate, today),
        ),
      )
      .limit(1);
    if (!row) throw new Error(`the seed has no ${status} task for ${patient}`);
    return row.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 6 } });
    token = await server.signIn();
    [patientId = '', ...otherPatientIds] = server.summary.organizations[0]?.patientIds ?? [];
  });
  afterAll(() => server.close());

  it('marks a planned task done now, shows it in its week and writes the audit log', async () => {
    const taskId = await taskWith(patientId, 'planned');
    const before = Date.now();
    const response = await done(patientId, taskId);
    expect(response.statusCode).toBe(200);
    const marked = task.parse(response.json());
    expect(marked).toMatchObject({ id: taskId, status: 'done' });
    expect(Date.parse(marked.completedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const [stored] = await server.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(stored?.status).toBe('done');
    const [audit] = await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ patientId, action: 'write:task-done', method: 'POST' });

    for (let weekOffset = 0; weekOffset <= 1; weekOffset += 1) {
      const week = activitiesResponse.parse((await server.app.inject({ url: `/activities/${patientId}?weekOffset=${weekOffset}`, headers: bearer(token) })).json());
      const shown = week.tasks.find((t) => t.id === taskId);
      if (shown) expect(shown.status).toBe('done');
    }
  });

  it('keeps the outcome the patient reported for a done or skipped task', async () => {
    for (const status of ['done', 'skipped'] as const) {
      const taskId = await taskWith(patientId, status);
      const [before] = await server.database.db.select().from(tasks).where(eq(tasks.id, taskId));
      const response = await done(patientId, taskId);
      expect(response.statusCode).toBe(409);
      expect(apiErrorBody.parse(response.json())).toMatchObject({ statusCode: 409, message: 'The task is not planned' });
      const [after] = await server.database.db.select().from(tasks).where(eq(tasks.id, taskId));
      expect(after).toEqual(before);
    }
  });

  it('refuses a task whose day has not come: it is not done before its day', async () => {
    const taskId = await taskWith(patientId, 'planned', false);
    const response = await done(patientId, taskId);
    expect(response.statusCode).toBe(409);
    expect(apiErrorBody.parse(response.json())).toEqual({ statusCode: 409, message: "The task's day has not come" });
    const [stored] = await server.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(stored).toMatchObject({ status: 'planned', completedAt: null });
  });

  it('does not reach a task of another patient, or no task at all', async () => {
    const foreignTask = await taskWith(otherPatientIds, 'planned');
    for (const taskId of [foreignTask, randomUUID()]) {
      const response = await done(patientId, taskId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Task not found', statusCode: 404 });
    }
    const [stored] = await server.database.db.select().from(tasks).where(eq(tasks.id, foreignTask));
    expect(stored?.status).toBe('planned');
  });

  it('refuses a body, a bad task id and unknown query fields', async () => {
    const taskId = await taskWith(patientId, 'planned');
    expect((await done(patientId, taskId, { status: 'done' })).statusCode).toBe(400);
    expect((await done(patientId, 'not-a-uuid')).statusCode).toBe(400);
    const query = await server.app.inject({ method: 'POST', url: `/activities/${patientId}/tasks/${taskId}/done?force=1`, headers: bearer(token), payload: {} });
    expect(query.statusCode).toBe(400);
    const [stored] = await server.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(stored?.status).toBe('planned');
  });

  it('needs a session', async () => {
    const taskId = await taskWith(patientId, 'planned');
    const response = await server.app.inject({ method: 'POST', url: `/activities/${patientId}/tasks/${taskId}/done`, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
