import { apiErrorBody, followUp, followUpsResponse, patientFollowUpsResponse, patientWeekResponse, task, type FollowUp } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exercises, followUps, journalNotes, patients, tasks } from '../../db/schema';
import { demoPhysio } from '../../db/seed';
import { activeSeededPatient, bearer, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../../testing';

describe("the physio's work list", () => {
  let server: TestServer;
  let physio: string;
  let colleague: string;
  let stranger: string;
  let physioId: string;
  let colleagueId: string;
  let strangerId: string;
  let patientId: string;
  let patient: string;
  let squat: string;

  const list = async (view: 'open' | 'snoozed' | 'done' = 'open', token = physio) => {
    const response = await server.app.inject({ url: `/specialists/follow-ups?view=${view}&limit=100`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return followUpsResponse.parse(response.json());
  };
  const ofPatient = async (kind: FollowUp['kind'], view: 'open' | 'snoozed' | 'done' = 'open', token = physio) =>
    (await list(view, token)).items.filter((item) => item.patient.id === patientId && item.kind === kind);
  const act = (id: string, action: 'done' | 'snooze' | 'hand-over', payload: object = {}, token = physio, patient = patientId) =>
    server.app.inject({ method: 'POST', url: `/patients/list/${patient}/follow-ups/${id}/${action}`, headers: bearer(token), payload });
  const hardFeedback = async () => {
    const [done] = await server.database.db
      .insert(tasks)
      .values({ patientId, exerciseId: squat, type: 'strength', status: 'done', completedAt: new Date(), bookedDate: dayInSweden(), level: 1 })
      .returning({ id: tasks.id });
    const response = await server.app.inject({
      method: 'POST',
      url: '/patient-app/feedback',
      headers: bearer(patient),
      payload: { exerciseId: squat, taskId: present(done).id, feedback: 'hard', pain: 8 },
    });
    expect(response.statusCode).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 2 } });
    physio = await server.signIn();
    colleague = await server.signIn('erik.holm@demo.se');
    stranger = await server.signIn('sara.nyberg@demo.se');
    physioId = seededStaff(server.summary, demoPhysio.email).id;
    colleagueId = seededStaff(server.summary, 'erik.holm@demo.se').id;
    strangerId = seededStaff(server.summary, 'sara.nyberg@demo.se').id;
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
    const db = server.database.db;
    // The demo physio answers the patient, whose alerts start handled and whose old follow-ups are gone.
    await db.update(patients).set({ responsiblePhysioId: physioId, attentionHandledAt: new Date() }).where(eq(patients.userId, patientId));
    await db.update(journalNotes).set({ signedAt: new Date(), signedBy: physioId }).where(and(eq(journalNotes.patientId, patientId), isNull(journalNotes.signedAt)));
    const [strength] = await db.select({ id: exercises.id }).from(exercises).where(eq(exercises.type, 'strength')).limit(1);
    squat = present(strength).id;
  });
  afterAll(() => server.close());

  it('makes one "contact the patient" for the responsible physio when the patient newly needs attention, never two while open', async () => {
    expect(await ofPatient('contact-patient')).toEqual([]);
    await hardFeedback();
    const [made, ...more] = await ofPatient('contact-patient');
    expect(more).toEqual([]);
    expect(present(made)).toMatchObject({ origin: 'rule', status: 'open', assignee: { id: physioId }, dueDate: dayInSweden() });
    expect(present(made).reasons.sort()).toEqual(['hard-feedback', 'pain']);
    // Read again and with more feedback: still the one.
    await hardFeedback();
    expect((await ofPatient('contact-patient')).map((item) => item.id)).toEqual([present(made).id]);
    // The colleague's list reads the rules too, and makes no second one.
    await list('open', colleague);
    expect(await server.database.db.select().from(followUps).where(and(eq(followUps.patientId, patientId), eq(followUps.kind, 'contact-patient')))).toHaveLength(1);

    // Done: the alerts are handled, so nothing is made again until the patient needs attention anew.
    const done = await act(present(made).id, 'done');
    expect(done.statusCode, done.body).toBe(200);
    expect(followUp.parse(done.json())).toMatchObject({ status: 'done', doneBy: { id: physioId } });
    expect(await ofPatient('contact-patient')).toEqual([]);
    expect((await ofPatient('contact-patient', 'done')).map((item) => item.id)).toContain(present(made).id);
    expect((await act(present(made).id, 'done')).statusCode).toBe(409);
    await hardFeedback();
    const again = await ofPatient('contact-patient');
    expect(again).toHaveLength(1);
    expect(present(again[0]).id).not.toBe(present(made).id);
    // Each patient shown is in the access log.
    const logged = await server.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read:follow-ups'), eq(auditLog.patientId, patientId), eq(auditLog.actorId, physioId)));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('asks the writer to sign a draft unsigned for over a day, and closes it once signed', async () => {
    const db = server.database.db;
    const [draft] = await db
      .insert(journalNotes)
      .values({ patientId, authorId: physioId, createdAt: new Date(Date.now() - 26 * 3_600_000) })
      .returning({ id: journalNotes.id });
    const [sign, ...more] = await ofPatient('sign-note');
    expect(more).toEqual([]);
    expect(present(sign)).toMatchObject({ origin: 'rule', assignee: { id: physioId } });
    expect(await ofPatient('sign-note')).toHaveLength(1);
    await db.update(journalNotes).set({ signedAt: new Date(), signedBy: physioId }).where(eq(journalNotes.id, present(draft).id));
    expect(await ofPatient('sign-note')).toEqual([]);
    // A fresh draft asks nothing yet.
    await db.insert(journalNotes).values({ patientId, authorId: physioId });
    expect(await ofPatient('sign-note')).toEqual([]);
  });

  it('adds a follow-up by hand from the patient page, snoozes it and hands it to a colleague in the care', async () => {
    const url = `/patients/list/${patientId}/follow-ups`;
    const tomorrow = addDays(dayInSweden(), 1);
    const add = (payload: object, token = physio) => server.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    for (const payload of [{ kind: 'call', dueDate: tomorrow }, { kind: 'review-program', dueDate: '1999-01-01' }, { kind: 'review-program', dueDate: tomorrow, note: 'x'.repeat(501) }]) {
      const refused = await add(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorBody.parse(refused.json()).errors?.length).toBeGreaterThan(0);
    }
    const made = await add({ kind: 'review-program', note: ' Höj nivån om knät tål det ', dueDate: dayInSweden() });
    expect(made.statusCode, made.body).toBe(201);
    const item = followUp.parse(made.json());
    expect(item).toMatchObject({ origin: 'physio', note: 'Höj nivån om knät tål det', assignee: { id: physioId }, createdBy: { id: physioId } });
    const onPage = patientFollowUpsResponse.parse((await server.app.inject({ url, headers: bearer(physio) })).json());
    expect(onPage.items.map((each) => each.id)).toContain(item.id);
    const before = (await list()).counts;

    // Snoozed: to tomorrow at the earliest; it leaves the open list for the snoozed one.
    expect((await act(item.id, 'snooze', { until: dayInSweden() })).statusCode).toBe(400);
    const snoozed = await act(item.id, 'snooze', { until: tomorrow });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    expect(followUp.parse(snoozed.json()).snoozedUntil).toBe(tomorrow);
    const after = await list();
    expect(after.items.map((each) => each.id)).not.toContain(item.id);
    expect(after.counts).toMatchObject({ open: before.open - 1, snoozed: before.snoozed + 1 });
    expect((await list('snoozed')).items.map((each) => each.id)).toContain(item.id);

    // Handed over: never to a physio without the patient in their care; to a colleague, it is on their list.
    const refused = await act(item.id, 'hand-over', { assigneeId: strangerId });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorBody.parse(refused.json()).errors?.[0]?.property).toBe('assigneeId');
    const handed = await act(item.id, 'hand-over', { assigneeId: colleagueId, note: 'Jag är ledig i morgon' });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(followUp.parse(handed.json())).toMatchObject({ assignee: { id: colleagueId }, note: 'Höj nivån om knät tål det\nJag är ledig i morgon' });
    expect((await list('snoozed')).items.map((each) => each.id)).not.toContain(item.id);
    expect((await list('snoozed', colleague)).items.map((each) => each.id)).toContain(item.id);
    // The colleague may act on it; the follow-up of one patient is not found under another.
    const otherPatient = present(seededOrganization(server.summary, 0).patientIds.find((id) => id !== patientId));
    expect((await act(item.id, 'done', {}, colleague, otherPatient)).statusCode).toBe(404);
    expect((await act(item.id, 'done', {}, colleague)).statusCode).toBe(200);
  });

  it("answers another organization's physio with the 404 of a patient that does not exist, and shows them none", async () => {
    const [open] = await ofPatient('contact-patient');
    const id = present(open).id;
    const url = `/patients/list/${patientId}/follow-ups`;
    expect((await server.app.inject({ url, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url, headers: bearer(stranger), payload: { kind: 'review-program', dueDate: dayInSweden() } })).statusCode).toBe(404);
    for (const [action, payload] of [['done', {}], ['snooze', { until: addDays(dayInSweden(), 2) }], ['hand-over', { assigneeId: strangerId }]] as const) {
      expect((await act(id, action, payload, stranger)).statusCode, action).toBe(404);
    }
    expect((await list('open', stranger)).items.filter((item) => item.patient.id === patientId)).toEqual([]);
    const row = present((await server.database.db.select().from(followUps).where(eq(followUps.id, id)))[0]);
    expect(row).toMatchObject({ status: 'open', snoozedUntil: null, assigneeId: physioId });
  });
});

describe("a task marked done on the patient's behalf", () => {
  let server: TestServer;
  let physio: string;
  let physioId: string;
  let patientId: string;
  let patient: string;

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 2 } });
    physio = await server.signIn();
    physioId = seededStaff(server.summary, demoPhysio.email).id;
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
  });
  afterAll(() => server.close());

  const plannedToday = async () => {
    const [made] = await server.database.db
      .insert(tasks)
      .values({ patientId, type: 'walking', bookedDate: dayInSweden(), level: 1 })
      .returning({ id: tasks.id });
    return present(made).id;
  };
  const mark = (taskId: string, method: 'POST' | 'DELETE', token = physio, patient = patientId) =>
    server.app.inject({ method, url: `/activities/${patient}/tasks/${taskId}/done`, headers: bearer(token), ...(method === 'POST' && { payload: {} }) });

  it('records who marked it, shows it to both sides as done for the patient, and can be undone', async () => {
    const taskId = await plannedToday();
    const marked = await mark(taskId, 'POST');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(task.parse(marked.json())).toMatchObject({ status: 'done', doneOnBehalf: true });
    const [row] = await server.database.db.select({ markedBy: tasks.markedBy }).from(tasks).where(eq(tasks.id, taskId));
    expect(present(row).markedBy).toBe(physioId);
    const week = await server.app.inject({ url: '/patient-app/week', headers: bearer(patient) });
    const inApp = patientWeekResponse.parse(week.json()).tasks.find((each) => each.id === taskId);
    expect(present(inApp).doneOnBehalf).toBe(true);

    const undone = await mark(taskId, 'DELETE');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(task.parse(undone.json())).toMatchObject({ status: 'planned', completedAt: null, doneOnBehalf: false });
    expect((await mark(taskId, 'DELETE')).statusCode).toBe(409);
    const [after] = await server.database.db.select({ markedBy: tasks.markedBy }).from(tasks).where(eq(tasks.id, taskId));
    expect(present(after).markedBy).toBeNull();
    const logged = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.patientId, patientId), inArray(auditLog.action, ['write:task-done', 'write:task-undone'])));
    expect(new Set(logged.map((each) => each.action))).toEqual(new Set(['write:task-done', 'write:task-undone']));
  });

  it("leaves the patient's own report theirs, and another organization's physio finds no task", async () => {
    const taskId = await plannedToday();
    const own = await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${taskId}/done`, headers: bearer(patient), payload: {} });
    expect(own.statusCode, own.body).toBe(200);
    expect(task.parse(own.json()).doneOnBehalf).toBe(false);
    expect((await mark(taskId, 'DELETE')).statusCode).toBe(409);

    const other = await plannedToday();
    const stranger = await server.signIn('sara.nyberg@demo.se');
    expect((await mark(other, 'POST', stranger)).statusCode).toBe(404);
    expect((await mark(taskId, 'DELETE', stranger)).statusCode).toBe(404);
    const [row] = await server.database.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, other));
    expect(present(row).status).toBe('planned');
  });
});
