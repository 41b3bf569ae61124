import { libraryExercise, patientTaskPlayerResponse, type LibraryExerciseBody } from '@rehab/contract';
import { dayInSweden, fromIsoDate } from '@rehab/contract/dates';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, programs, programUpdates, tasks } from '../../db/schema';
import { bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';
import { multipartFiles, testPicture } from '../library/test-media';

const chairStand: LibraryExerciseBody = {
  kind: 'strength',
  name: { sv: 'Uppresning från stol', en: 'Sit to stand' },
  steps: { sv: ['Sitt längst fram på stolen.', 'Res dig utan att ta stöd med händerna.'], en: ['Sit at the front of the chair.', 'Stand up without using your hands.'] },
  watchOuts: { sv: 'Håll knäna i linje med tårna.', en: 'Keep your knees in line with your toes.' },
  regions: ['knee'],
  dosage: { sets: 3, repetitions: 10, restSeconds: 60 },
};

describe('the exercise player’s task', () => {
  let server: TestServer;
  let physio: string;
  let patientId: string;
  let patient: string;
  let other: string;
  const get = (url: string, token = patient) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  /** The patient's first planned strength task from today on, and the line it was planned from. */
  const strengthTask = async (id: string) => {
    const [task] = await server.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.patientId, id), eq(tasks.status, 'planned'), inArray(tasks.type, ['exercise-strength', 'strength']), gte(tasks.bookedDate, dayInSweden())))
      .orderBy(asc(tasks.bookedDate))
      .limit(1);
    const day = ((fromIsoDate(present(task).bookedDate).getDay() + 6) % 7) + 1;
    const [line] = await server.database.db
      .select({ id: programUpdates.id })
      .from(programUpdates)
      .innerJoin(programs, eq(programs.id, programUpdates.programId))
      .where(and(eq(programs.patientId, id), eq(programUpdates.type, 'strength'), eq(programUpdates.day, day)));
    return { task: present(task), line: present(line) };
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    physio = await server.signIn('erik.holm@demo.se');
    const south = seededOrganization(server.summary, 0).id;
    const active = await server.database.db
      .select({ id: patients.userId })
      .from(patients)
      .where(and(eq(patients.organizationId, south), eq(patients.status, 'active')))
      .orderBy(asc(patients.userId));
    patientId = present(active[0]?.id);
    patient = await server.signInPatient(patientId);
    other = await server.signInPatient(present(active[1]?.id));
  });
  afterAll(() => server.close());

  it('gives the task’s own exercise while its line holds none, its instruction as the step', async () => {
    const { task } = await strengthTask(patientId);
    const response = await get(`/patient-app/tasks/${task.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = patientTaskPlayerResponse.parse(response.json());
    expect(body.task).toMatchObject({ id: task.id, status: 'planned', exercise: { id: task.exerciseId } });
    expect(body.exercises).toHaveLength(1);
    expect(body.exercises[0]).toMatchObject({ exerciseId: task.exerciseId, comment: '', media: [] });
    expect(body.exercises[0]?.steps.sv).toHaveLength(1);
    expect(body.exercises[0]?.dosage.repetitions).toBeGreaterThan(0);
  });

  it('gives the line’s exercises with dosage, the physio’s comment and picture addresses the patient may fetch', async () => {
    const south = seededOrganization(server.summary, 0).id;
    const made = await server.app.inject({ method: 'POST', url: `/organizations/${south}/library`, headers: bearer(physio), payload: chairStand });
    expect(made.statusCode, made.body).toBe(201);
    const exercise = libraryExercise.parse(made.json());
    const form = multipartFiles([{ field: 'file', name: 'stol.png', type: 'image/png', content: await testPicture(800, 600) }]);
    const uploaded = await server.app.inject({ method: 'POST', url: `/organizations/${south}/library/${exercise.id}/media`, headers: { ...bearer(physio), ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const { task, line } = await strengthTask(patientId);
    const put = await server.app.inject({
      method: 'PUT',
      url: `/patients/list/${patientId}/program/lines/${line.id}/exercises`,
      headers: bearer(physio),
      payload: { exercises: [{ exerciseId: exercise.id, dosage: { sets: 2, repetitions: 8, restSeconds: 30 }, comment: 'Ta det lugnt de första gångerna.' }] },
    });
    expect(put.statusCode, put.body).toBe(200);

    const body = patientTaskPlayerResponse.parse((await get(`/patient-app/tasks/${task.id}`)).json());
    expect(body.exercises).toHaveLength(1);
    const shown = present(body.exercises[0]);
    expect(shown).toMatchObject({
      exerciseId: exercise.id,
      name: chairStand.name,
      steps: chairStand.steps,
      watchOuts: chairStand.watchOuts,
      dosage: { sets: 2, repetitions: 8, restSeconds: 30, holdSeconds: null },
      comment: 'Ta det lugnt de första gångerna.',
    });
    const picture = present(shown.media[0]);
    expect(picture.kind).toBe('picture');
    const file = await get(present(picture.urls.page));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    // Another patient's program holds no such exercise: its picture is not found for them.
    expect((await get(present(picture.urls.page), other)).statusCode).toBe(404);
  });

  it('is the patient’s own task alone: another patient’s is 404, staff are refused, a bad id is 400', async () => {
    const { task } = await strengthTask(patientId);
    expect((await get(`/patient-app/tasks/${task.id}`, other)).statusCode).toBe(404);
    expect((await get(`/patient-app/tasks/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/patient-app/tasks/${task.id}`, physio)).statusCode).toBe(403);
    expect((await get('/patient-app/tasks/not-a-task')).statusCode).toBe(400);
    expect((await get(`/patient-app/tasks/${task.id}?extra=1`)).statusCode).toBe(400);
  });
});
