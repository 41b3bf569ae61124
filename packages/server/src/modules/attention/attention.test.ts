import { apiErrorBody, attentionResponse, attentionThresholds } from '@rehab/contract';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { auditLog, exercises, patients, tasks } from '../../db/schema';
import { demoAdmins } from '../../db/seed';
import { activeSeededPatient, bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

describe('patients who need attention', () => {
  let server: TestServer;
  let physio: string;
  let admin: string;
  let patientId: string;
  let patient: string;
  let quietId: string;
  let squat: { id: string; name: string };

  const attention = async (token = physio) => {
    const response = await server.app.inject({ url: '/specialists/attention?limit=100', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return attentionResponse.parse(response.json());
  };
  const reasonsOf = async (id: string) => (await attention()).items.find((item) => item.patient.id === id)?.reasons ?? [];
  const handled = (id: string) =>
    server.app.inject({ method: 'POST', url: `/patients/list/${id}/attention/handled`, headers: bearer(physio) });
  /** The patient does the squat today and says how it felt. */
  const feedback = async (difficulty: 'easy' | 'moderate' | 'hard', pain?: number) => {
    const [task] = await server.database.db
      .insert(tasks)
      .values({ patientId, exerciseId: squat.id, type: 'strength', status: 'done', completedAt: new Date(), bookedDate: dayInSweden(), level: 1 })
      .returning({ id: tasks.id });
    const response = await server.app.inject({
      method: 'POST',
      url: '/patient-app/feedback',
      headers: bearer(patient),
      payload: { exerciseId: squat.id, taskId: present(task).id, feedback: difficulty, ...(pain !== undefined && { pain }) },
    });
    expect(response.statusCode).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 3 } });
    physio = await server.signIn();
    admin = await server.signIn(demoAdmins.organization);
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
    // Another active patient of the organization with a program: tasks every day.
    const others = seededOrganization(server.summary, 0).patientIds.filter((id) => id !== patientId);
    const onProgram = await server.database.db
      .selectDistinct({ id: tasks.patientId })
      .from(tasks)
      .innerJoin(patients, eq(patients.userId, tasks.patientId))
      .where(and(inArray(tasks.patientId, others), eq(patients.status, 'active'), gte(tasks.bookedDate, addDays(dayInSweden(), -3))));
    quietId = present(onProgram[0], 'an active patient on a program').id;
    const [strength] = await server.database.db.select({ id: exercises.id, name: exercises.name }).from(exercises).where(eq(exercises.type, 'strength')).limit(1);
    squat = present(strength);
  });
  afterAll(() => server.close());

  it('raises pain at the threshold, hard feedback and a rise in pain, each once, and forgets them once handled', async () => {
    expect((await handled(patientId)).statusCode).toBe(204);
    expect(await reasonsOf(patientId)).toEqual([]);

    await feedback('moderate', 2);
    expect(await reasonsOf(patientId)).toEqual([]);
    await feedback('hard', 7);
    const reasons = await reasonsOf(patientId);
    expect(reasons.map((reason) => reason.kind).sort()).toEqual(['hard-feedback', 'pain', 'pain-rise']);
    expect(reasons.find((reason) => reason.kind === 'pain')).toMatchObject({ pain: 7, exerciseName: squat.name });
    expect(reasons.find((reason) => reason.kind === 'pain-rise')).toMatchObject({ pain: 7, previous: 2 });

    expect((await handled(patientId)).statusCode).toBe(204);
    expect(await reasonsOf(patientId)).toEqual([]);
    // Below the threshold and no rise: nothing new to act on.
    await feedback('easy', 6);
    expect(await reasonsOf(patientId)).toEqual([]);
  });

  it("raises days without activity and low adherence while on a program, and the organization's thresholds move them", async () => {
    const db = server.database.db;
    const today = dayInSweden();
    await db.update(patients).set({ attentionHandledAt: null }).where(eq(patients.userId, quietId));
    // Nothing done for ten days, though a walk was planned every day.
    await db
      .update(tasks)
      .set({ status: 'planned', completedAt: null, difficulty: null, pain: null })
      .where(and(eq(tasks.patientId, quietId), gte(tasks.bookedDate, addDays(today, -30))));
    await db
      .insert(tasks)
      .values(Array.from({ length: 10 }, (_, day) => ({ patientId: quietId, type: 'walking' as const, bookedDate: addDays(today, -1 - day), level: 1 })));
    const reasons = await reasonsOf(quietId);
    expect(reasons.map((reason) => reason.kind).sort()).toEqual(['inactive', 'low-adherence']);
    expect(reasons.find((reason) => reason.kind === 'low-adherence')).toMatchObject({ share: 0 });
    expect(present(reasons.find((reason) => reason.kind === 'inactive'))).toMatchObject({ days: expect.any(Number) });

    const organizationId = seededOrganization(server.summary, 0).id;
    const url = `/organizations/${organizationId}/attention-thresholds`;
    const read = attentionThresholds.parse((await server.app.inject({ url, headers: bearer(admin) })).json());
    expect(read).toEqual({ pain: 7, painRise: 3, inactiveDays: 3, adherence: 50 });
    const put = (payload: unknown, token = admin) => server.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
    // Adherence 0 % never raises an alert: a patient cannot do less than nothing.
    expect((await put({ ...read, adherence: 0, inactiveDays: 30 })).statusCode).toBe(200);
    expect(await reasonsOf(quietId)).toEqual([]);
    expect((await put(read)).statusCode).toBe(200);
  });

  it('refuses thresholds out of bounds and a physio setting them', async () => {
    const organizationId = seededOrganization(server.summary, 0).id;
    const url = `/organizations/${organizationId}/attention-thresholds`;
    for (const payload of [{ pain: 11, painRise: 3, inactiveDays: 3, adherence: 50 }, { pain: 7, painRise: 3, inactiveDays: 0, adherence: 50 }, { pain: 7 }]) {
      const response = await server.app.inject({ method: 'PUT', url, headers: bearer(admin), payload });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.length).toBeGreaterThan(0);
    }
    const byPhysio = await server.app.inject({ method: 'PUT', url, headers: bearer(physio), payload: { pain: 7, painRise: 3, inactiveDays: 3, adherence: 50 } });
    expect(byPhysio.statusCode).toBe(403);
  });

  it("shows an administrator no patient's pain, and logs each patient shown to a physio", async () => {
    expect((await attention(admin)).items).toEqual([]);
    const shown = (await attention()).items.map((item) => item.patient.id);
    expect(shown.length).toBeGreaterThan(0);
    const rows = await server.database.db
      .select({ patientId: auditLog.patientId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read:attention'), inArray(auditLog.patientId, shown)));
    expect(new Set(rows.map((row) => row.patientId))).toEqual(new Set(shown));
  });

  it('refuses pain out of the scale from the app', async () => {
    for (const pain of [-1, 11, 2.5, '7']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/patient-app/feedback',
        headers: bearer(patient),
        payload: { exerciseId: squat.id, feedback: 'hard', pain },
      });
      expect(response.statusCode, String(pain)).toBe(400);
    }
  });
});
