import { activitiesResponse, activityFeedbackDetails, apiErrorBody } from '@rehab/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInSweden } from '@rehab/contract/dates';
import { chatMessages } from '../../db/chat-schema';
import { auditLog, exercises, feedbackItems, notifications, tasks, users } from '../../db/schema';
import { activeSeededPatient, bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

describe('feedback on a task', () => {
  let server: TestServer;
  let physio: string;
  let patientId: string;
  let patient: string;
  let otherPatientId: string;
  let squat: { id: string; name: string };
  let walk: { id: string; name: string };

  const addTask = async (values: Partial<typeof tasks.$inferInsert> & { patientId: string; exerciseId: string }) => {
    const [added] = await server.database.db
      .insert(tasks)
      .values({ type: 'strength', status: 'done', completedAt: new Date(), bookedDate: dayInSweden(), level: 1, ...values })
      .returning({ id: tasks.id });
    return present(added).id;
  };
  const give = (payload: Record<string, unknown>, token = patient) =>
    server.app.inject({ method: 'POST', url: '/patient-app/feedback', headers: bearer(token), payload });
  const physioTask = async (taskId: string) => {
    const week = activitiesResponse.parse((await server.app.inject({ url: `/activities/${patientId}`, headers: bearer(physio) })).json());
    return present(week.tasks.find((task) => task.id === taskId), 'the task in the week');
  };
  /** What a feedback writes: its row, its message in the chat, its notification. */
  const written = async () => {
    const db = server.database.db;
    const [items] = await db.select({ n: count() }).from(feedbackItems);
    const [messages] = await db.select({ n: count() }).from(chatMessages);
    const [notes] = await db.select({ n: count() }).from(notifications);
    return [items?.n, messages?.n, notes?.n];
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    physio = await server.signIn();
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
    otherPatientId = present(seededOrganization(server.summary, 0).patientIds.find((id) => id !== patientId));
    const strength = await server.database.db.select({ id: exercises.id, name: exercises.name }).from(exercises).where(eq(exercises.type, 'strength')).limit(1);
    const walking = await server.database.db.select({ id: exercises.id, name: exercises.name }).from(exercises).where(eq(exercises.type, 'walking')).limit(1);
    squat = present(strength[0]);
    walk = present(walking[0]);
  });
  afterAll(() => server.close());

  it("keeps the verdict and the note on the task, for the physio's program, and says in the notification who said what of which", async () => {
    const taskId = await addTask({ patientId, exerciseId: squat.id });
    const response = await give({ exerciseId: squat.id, taskId, feedback: 'hard', note: 'fick ont i knät efter 20 minuter' });
    expect(response.statusCode).toBe(201);

    await expect(physioTask(taskId)).resolves.toMatchObject({ status: 'done', difficulty: 'hard', feedback: 'fick ont i knät efter 20 minuter' });
    const [item] = await server.database.db.select({ taskId: feedbackItems.taskId }).from(feedbackItems).orderBy(desc(feedbackItems.createdAt)).limit(1);
    expect(item?.taskId).toBe(taskId);

    const [person] = await server.database.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, patientId));
    const patientName = `${person?.firstName} ${person?.lastName}`;
    const [stored] = await server.database.db.select().from(notifications).where(eq(notifications.type, 'ActivityFeedback')).orderBy(desc(notifications.createdAt)).limit(1);
    expect(stored).toMatchObject({ name: 'Ny feedback på aktivitet', description: `${patientName}: Svår – ${squat.name}` });
    expect(activityFeedbackDetails.parse(stored?.params)).toMatchObject({ patientId, patientName, exerciseId: squat.id, exerciseName: squat.name, feedback: 'hard', taskId });
  });

  it('takes the verdict back with the task when the patient undoes it', async () => {
    const taskId = await addTask({ patientId, exerciseId: squat.id });
    expect((await give({ exerciseId: squat.id, taskId, feedback: 'easy', note: 'Lätt idag' })).statusCode).toBe(201);
    const undone = await server.app.inject({ method: 'DELETE', url: `/patient-app/tasks/${taskId}/done`, headers: bearer(patient) });
    expect(undone.statusCode).toBe(200);
    await expect(physioTask(taskId)).resolves.toMatchObject({ status: 'planned', difficulty: null, feedback: null });
  });

  it('still takes feedback on the exercise alone, as an older app sends it', async () => {
    const response = await give({ exerciseId: squat.id, feedback: 'moderate' });
    expect(response.statusCode).toBe(201);
    const [stored] = await server.database.db.select().from(notifications).where(eq(notifications.type, 'ActivityFeedback')).orderBy(desc(notifications.createdAt)).limit(1);
    expect(activityFeedbackDetails.parse(stored?.params).taskId).toBeUndefined();
  });

  it("refuses a task that is someone else's, of another exercise, not done, or unknown, and writes nothing", async () => {
    const others = await addTask({ patientId: otherPatientId, exerciseId: squat.id });
    const ofWalking = await addTask({ patientId, exerciseId: walk.id });
    const planned = await addTask({ patientId, exerciseId: squat.id, status: 'planned', completedAt: null });
    const before = await written();

    const refusedOthers = await give({ exerciseId: squat.id, taskId: others, feedback: 'hard' });
    expect(refusedOthers.statusCode).toBe(404);
    const [denied] = await server.database.db
      .select({ patientId: auditLog.patientId, outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, patientId), eq(auditLog.action, 'denied:task')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(denied).toEqual({ patientId: otherPatientId, outcome: 'denied' });

    const wrongExercise = await give({ exerciseId: squat.id, taskId: ofWalking, feedback: 'hard' });
    expect(wrongExercise.statusCode).toBe(400);
    expect(apiErrorBody.parse(wrongExercise.json()).errors?.map((error) => error.property)).toEqual(['taskId']);
    const notDone = await give({ exerciseId: squat.id, taskId: planned, feedback: 'hard' });
    expect(notDone.statusCode).toBe(409);
    expect((await give({ exerciseId: squat.id, taskId: '00000000-0000-4000-8000-000000000000', feedback: 'hard' })).statusCode).toBe(404);
    expect((await give({ exerciseId: squat.id, taskId: 'not-a-task', feedback: 'hard' })).statusCode).toBe(400);

    expect(await written()).toEqual(before);
    await expect(physioTask(planned)).resolves.toMatchObject({ difficulty: null, feedback: null });
  });
});
