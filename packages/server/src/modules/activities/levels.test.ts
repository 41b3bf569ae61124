import { activitiesResponse, patientExercisesResponse, programResponse, type ExerciseType, type ProgramUpdate } from '@rehab/contract';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInSweden } from '@rehab/contract/dates';
import { tasks } from '../../db/schema';
import { activeSeededPatient, bearer, startTestServer, type TestServer } from '../../testing';

/** Per weekday the line in force, as the portal shows it: the latest start, then the one written last. */
function linesInForce(updates: readonly ProgramUpdate[], type: ExerciseType) {
  const byDay = new Map<number, ProgramUpdate>();
  for (const update of updates.filter((u) => u.type === type)) {
    const shown = byDay.get(update.day);
    if (!shown || update.start > shown.start || (update.start === shown.start && update.createdAt > shown.createdAt)) byDay.set(update.day, update);
  }
  return [...byDay.values()];
}

describe('one level per kind of exercise from a day on', () => {
  let server: TestServer;
  let token: string;
  let patientId: string;
  const get = (url: string) => server.app.inject({ url, headers: bearer(token) });
  const week = async (weekOffset: number) => activitiesResponse.parse((await get(`/activities/${patientId}?weekOffset=${weekOffset}`)).json());
  const comingWeeks = async () => [...(await week(0)).tasks, ...(await week(1)).tasks];
  const levelOf = async (type: ExerciseType) => (await week(0)).levels.find((level) => level.exerciseType === type)?.level ?? 1;
  const earlierTasks = () => server.database.db.select().from(tasks).where(and(eq(tasks.patientId, patientId), lt(tasks.bookedDate, dayInSweden())));

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    token = await server.signIn();
    patientId = await activeSeededPatient(server);
  });
  afterAll(() => server.close());

  it('moves the planned tasks from today, the program lines and the patient’s exercises to a changed level; earlier tasks keep theirs', async () => {
    const before = await levelOf('strength');
    const level = before === 5 ? 4 : before + 1;
    const earlier = await earlierTasks();
    const today = dayInSweden();

    const response = await server.app.inject({ method: 'PATCH', url: `/user-exercises/${patientId}`, headers: bearer(token), payload: { exerciseType: 'strength', level } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exerciseType: 'strength', level });

    const planned = (await comingWeeks()).filter((task) => task.type === 'exercise-strength' && task.status === 'planned' && task.bookedDate >= today);
    expect(planned.length).toBeGreaterThan(0);
    for (const task of planned) {
      expect(task.level).toBe(level);
      expect(task.exercise?.name).toContain(`nivå ${level}`);
    }
    expect(await earlierTasks()).toEqual(earlier);

    const program = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    const lines = linesInForce(program.updates, 'strength');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.level, `weekday ${line.day}`).toBe(level);
    // The lines before the change are kept: the program shows what was planned then.
    expect(program.updates.some((update) => update.type === 'strength' && update.level === before)).toBe(true);

    const patientToken = await server.signInPatient(patientId);
    const own = patientExercisesResponse.parse((await server.app.inject({ url: '/patient-app/exercises', headers: bearer(patientToken) })).json());
    const strength = own.filter((exercise) => exercise.type === 'strength');
    expect(strength.length).toBeGreaterThan(0);
    expect(strength.every((exercise) => exercise.level === level)).toBe(true);
    expect((await week(0)).exercises.filter((exercise) => exercise.type === 'strength').every((exercise) => exercise.level === level)).toBe(true);
  });

  it('takes a program line’s level as the kind’s one level, on every weekday', async () => {
    const before = await levelOf('walking');
    const level = before === 1 ? 2 : before - 1;
    const today = dayInSweden();
    const program = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    const [line, ...others] = linesInForce(program.updates, 'walking');
    if (!line) throw new Error('the seed has no walking line');
    expect(others.length).toBeGreaterThan(0);

    const response = await server.app.inject({
      method: 'PUT',
      url: `/patients/list/${patientId}/program`,
      headers: bearer(token),
      payload: { day: line.day, start: line.start, finish: line.finish, level, programId: program.programId, type: 'walking' },
    });
    expect(response.statusCode).toBe(200);

    const after = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json());
    for (const shown of linesInForce(after.updates, 'walking')) expect(shown.level, `weekday ${shown.day}`).toBe(level);
    expect(await levelOf('walking')).toBe(level);
    const planned = (await comingWeeks()).filter((task) => task.type === 'exercise-pulse' && task.status === 'planned' && task.bookedDate >= today);
    expect(planned.length).toBeGreaterThan(0);
    for (const task of planned) {
      expect(task.level).toBe(level);
      expect(task.exercise?.name).toContain(`nivå ${level}`);
    }
  });

  it('leaves a level that does not change as it is, with no new program line', async () => {
    const level = await levelOf('breathing');
    const before = programResponse.parse((await get(`/patients/list/${patientId}/program`)).json()).updates.length;
    const response = await server.app.inject({ method: 'PATCH', url: `/user-exercises/${patientId}`, headers: bearer(token), payload: { exerciseType: 'breathing', level } });
    expect(response.statusCode).toBe(200);
    expect(programResponse.parse((await get(`/patients/list/${patientId}/program`)).json()).updates).toHaveLength(before);
  });
});
