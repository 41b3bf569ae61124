import { applyTemplateResponse, libraryExercise, libraryPage, lineExercisesResponse, programResponse, programTemplate, programTemplateList, type LibraryExerciseBody, type ProgramUpdate } from '@rehab/contract';
import { and, asc, eq, gte, inArray, lt, or, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { patients, programLineExercises, tasks } from '../../db/schema';
import { bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

const exercise = (name: string, level: number, repetitions: number): LibraryExerciseBody => ({
  kind: 'strength',
  name: { sv: name, en: name },
  steps: { sv: ['Stå stadigt.'], en: ['Stand steadily.'] },
  regions: ['knee'],
  dosage: { sets: 3, repetitions, restSeconds: 60 },
  level,
});

/** Per weekday the line in force: the latest start, then the one written last. */
function linesInForce(updates: readonly ProgramUpdate[], type: string) {
  const byDay = new Map<number, ProgramUpdate>();
  for (const update of updates.filter((u) => u.type === type)) {
    const shown = byDay.get(update.day);
    if (!shown || update.start > shown.start || (update.start === shown.start && update.createdAt > shown.createdAt)) byDay.set(update.day, update);
  }
  return [...byDay.values()];
}

describe('programs built from the library', () => {
  let server: TestServer;
  let physio: string;
  let south: string;
  let patientId: string;
  let otherPatientId: string;
  const chain: { id: string; dosage: unknown }[] = [];
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, token = physio) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const program = async (id = patientId) => programResponse.parse((await call('GET', `/patients/list/${id}/program`)).json());
  const lineExercises = async (lineId: string, id = patientId) => lineExercisesResponse.parse((await call('GET', `/patients/list/${id}/program/lines/${lineId}/exercises`)).json());

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    physio = await server.signIn('erik.holm@demo.se');
    south = seededOrganization(server.summary, 0).id;
    const active = await server.database.db
      .select({ id: patients.userId })
      .from(patients)
      .where(and(eq(patients.organizationId, south), eq(patients.status, 'active')))
      .orderBy(asc(patients.userId));
    [patientId, otherPatientId] = [present(active[0]?.id), present(active[1]?.id)];
    // A progression of three: levels 1, 4 and 8.
    let chainWith: string | undefined;
    for (const [name, level, repetitions] of [['Knäböj mot stol', 1, 8], ['Knäböj', 4, 12], ['Knäböj med vikt', 8, 15]] as const) {
      const made = await call('POST', `/organizations/${south}/library`, { ...exercise(name, level, repetitions), ...(chainWith && { chainWith }) });
      expect(made.statusCode, made.body).toBe(201);
      const parsed = libraryExercise.parse(made.json());
      chainWith ??= parsed.id;
      chain.push({ id: parsed.id, dosage: parsed.dosage });
    }
  });
  afterAll(() => server.close());

  it('sets a line’s exercises with dosage and a comment, reorders and removes them', async () => {
    const line = present(linesInForce((await program()).updates, 'strength')[0]);
    const [first, second] = [present(chain[0]), present(chain[1])];
    const put = await call('PUT', `/patients/list/${patientId}/program/lines/${line.id}/exercises`, {
      exercises: [
        { exerciseId: first.id, dosage: { sets: 2, repetitions: 6, load: 'ingen' }, comment: 'Lugnt tempo, stanna om det gör ont.' },
        { exerciseId: second.id },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const set = lineExercisesResponse.parse(put.json());
    expect(set.exercises.map((each) => [each.exerciseId, each.position])).toEqual([[first.id, 0], [second.id, 1]]);
    expect(set.exercises[0]).toMatchObject({ dosage: { sets: 2, repetitions: 6, load: 'ingen', holdSeconds: null }, comment: 'Lugnt tempo, stanna om det gör ont.' });
    // Left out, the dosage is the exercise's own.
    expect(set.exercises[1]?.dosage).toEqual(second.dosage);

    const reordered = lineExercisesResponse.parse((await call('PUT', `/patients/list/${patientId}/program/lines/${line.id}/exercises`, { exercises: [{ exerciseId: second.id }, { exerciseId: first.id }] })).json());
    expect(reordered.exercises.map((each) => each.exerciseId)).toEqual([second.id, first.id]);
    expect((await lineExercises(line.id)).exercises.map((each) => each.exerciseId)).toEqual([second.id, first.id]);
    expect(lineExercisesResponse.parse((await call('PUT', `/patients/list/${patientId}/program/lines/${line.id}/exercises`, { exercises: [] })).json()).exercises).toEqual([]);
  });

  it('refuses an exercise of another kind, a retired one or one outside the library with 400, changing nothing', async () => {
    const line = present(linesInForce((await program()).updates, 'strength')[0]);
    await call('PUT', `/patients/list/${patientId}/program/lines/${line.id}/exercises`, { exercises: [{ exerciseId: present(chain[0]).id }] });
    const breathing = present(libraryPage.parse((await call('GET', `/organizations/${south}/library?kind=breathing&limit=1`)).json()).items[0]);
    const retired = libraryExercise.parse((await call('POST', `/organizations/${south}/library`, exercise('Utgången övning', 2, 10))).json());
    await call('POST', `/organizations/${south}/library/${retired.id}/retire`, {});
    const north = libraryExercise.parse((await call('POST', `/organizations/${seededOrganization(server.summary, 1).id}/library`, exercise('Norrs övning', 1, 10), await server.signIn('sara.nyberg@demo.se'))).json());
    for (const exerciseId of [breathing.id, retired.id, north.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call('PUT', `/patients/list/${patientId}/program/lines/${line.id}/exercises`, { exercises: [{ exerciseId }] });
      expect(response.statusCode, exerciseId).toBe(400);
    }
    expect((await lineExercises(line.id)).exercises.map((each) => each.exerciseId)).toEqual([present(chain[0]).id]);
    // Another patient's line is not found under this patient.
    const otherLine = present((await program(otherPatientId)).updates[0]);
    expect((await call('PUT', `/patients/list/${patientId}/program/lines/${otherLine.id}/exercises`, { exercises: [] })).statusCode).toBe(404);
  });

  it('moves each exercise of the kind along its progression from today on when the level changes; past tasks keep theirs', async () => {
    const db = server.database.db;
    const today = dayInSweden();
    const [easy, middle, hard] = chain.map((each) => present(each));
    expect((await call('PATCH', `/user-exercises/${patientId}`, { exerciseType: 'strength', level: 1 })).statusCode).toBe(200);
    const lines = linesInForce((await program()).updates, 'strength');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      await call('PUT', `/patients/list/${patientId}/program/lines/${line.id}/exercises`, { exercises: [{ exerciseId: present(easy).id, comment: 'Håll ryggen rak.' }] });
    }
    // Every strength task of the patient is at the easy version, done ones and coming ones alike.
    const strength = and(eq(tasks.patientId, patientId), inArray(tasks.type, ['exercise-strength', 'strength']));
    await db.update(tasks).set({ exerciseId: present(easy).id, dosage: { sets: 3, repetitions: 8 } }).where(strength);
    const past = await db.select().from(tasks).where(and(strength, or(lt(tasks.bookedDate, today), ne(tasks.status, 'planned')))).orderBy(asc(tasks.id));
    expect(past.length).toBeGreaterThan(0);

    expect((await call('PATCH', `/user-exercises/${patientId}`, { exerciseType: 'strength', level: 5 })).statusCode).toBe(200);
    const coming = await db.select().from(tasks).where(and(strength, gte(tasks.bookedDate, today), eq(tasks.status, 'planned')));
    expect(coming.length).toBeGreaterThan(0);
    for (const task of coming) {
      // Level 5 is the version at level 4, the highest not above it, planned at its dosage.
      expect(task).toMatchObject({ level: 5, exerciseId: present(middle).id, dosage: middle?.dosage });
    }
    expect(await db.select().from(tasks).where(and(strength, or(lt(tasks.bookedDate, today), ne(tasks.status, 'planned')))).orderBy(asc(tasks.id))).toEqual(past);

    // The lines from today hold the new version, the comment kept; the lines before keep the easy one.
    const after = await program();
    for (const line of linesInForce(after.updates, 'strength')) {
      expect(line.level).toBe(5);
      expect((await lineExercises(line.id)).exercises).toMatchObject([{ exerciseId: present(middle).id, comment: 'Håll ryggen rak.', dosage: middle?.dosage }]);
    }
    for (const line of lines) expect((await lineExercises(line.id)).exercises.map((each) => each.exerciseId)).toEqual([present(easy).id]);

    // Up to the hardest, and back to the easiest.
    await call('PATCH', `/user-exercises/${patientId}`, { exerciseType: 'strength', level: 10 });
    expect(new Set((await db.select().from(tasks).where(and(strength, gte(tasks.bookedDate, today), eq(tasks.status, 'planned')))).map((task) => task.exerciseId))).toEqual(new Set([present(hard).id]));
    await call('PATCH', `/user-exercises/${patientId}`, { exerciseType: 'strength', level: 2 });
    expect(new Set((await db.select().from(tasks).where(and(strength, gte(tasks.bookedDate, today), eq(tasks.status, 'planned')))).map((task) => task.exerciseId))).toEqual(new Set([present(easy).id]));
  });

  describe('templates', () => {
    let templateId: string;
    it('saves an organization’s template built from its library', async () => {
      const walking = present(libraryPage.parse((await call('GET', `/organizations/${south}/library?kind=walking&limit=1`)).json()).items[0]);
      const response = await call('POST', `/organizations/${south}/program-templates`, {
        name: 'Knäartros, 12 veckor',
        weeks: 12,
        lines: [
          { day: 1, type: 'strength', level: 4, exercises: [{ exerciseId: present(chain[1]).id, dosage: { sets: 3, repetitions: 10 }, comment: 'Börja lätt.' }, { exerciseId: present(chain[0]).id }] },
          { day: 4, type: 'strength', level: 4, exercises: [{ exerciseId: present(chain[1]).id }] },
          { day: 3, type: 'walking', level: 2, exercises: [{ exerciseId: walking.id, dosage: { durationSeconds: 1800 } }] },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      const template = programTemplate.parse(response.json());
      templateId = template.id;
      expect(template.lines.map((line) => [line.day, line.type, line.exercises.length])).toEqual([[1, 'strength', 2], [4, 'strength', 1], [3, 'walking', 1]]);
      expect((await call('GET', `/organizations/${south}/program-templates`)).json<{ name: string }[]>().map((each) => each.name)).toEqual(['Axel', 'Knäartros, 12 veckor', 'Knäartros, 12 veckor', 'Ländrygg']);
      // Another organization neither sees it nor can apply it.
      const sara = await server.signIn('sara.nyberg@demo.se');
      expect((await call('GET', `/organizations/${south}/program-templates`, undefined, sara)).statusCode).toBe(404);
      // A line's exercises are of its kind.
      const wrong = await call('POST', `/organizations/${south}/program-templates`, { name: 'Fel', weeks: 2, lines: [{ day: 1, type: 'walking', level: 1, exercises: [{ exerciseId: present(chain[0]).id }] }] });
      expect(wrong.statusCode).toBe(400);
    });

    it('applies a template to a patient in one step, from a day for its weeks', async () => {
      const start = addDays(dayInSweden(), 1);
      const response = await call('POST', `/patients/list/${otherPatientId}/program/templates/${templateId}`, { start });
      expect(response.statusCode, response.body).toBe(201);
      const applied = applyTemplateResponse.parse(response.json());
      expect(applied.lines).toHaveLength(3);
      const after = await program(otherPatientId);
      // One level per kind: every line in force of the template's kinds is at the template's level.
      for (const line of linesInForce(after.updates, 'strength')) expect(line.level).toBe(4);
      for (const line of linesInForce(after.updates, 'walking')) expect(line.level).toBe(2);
      const made = after.updates.filter((update) => applied.lines.some((line) => line.lineId === update.id));
      for (const line of made) expect([line.start, line.finish]).toEqual([start, addDays(start, 12 * 7 - 1)]);
      expect(made.map((line) => [line.day, line.type, line.level]).sort()).toEqual([[1, 'strength', 4], [3, 'walking', 2], [4, 'strength', 4]]);
      const monday = present(applied.lines[0]);
      expect(monday.exercises).toMatchObject([{ exerciseId: present(chain[1]).id, comment: 'Börja lätt.', dosage: { sets: 3, repetitions: 10 } }, { exerciseId: present(chain[0]).id }]);
      const held = await server.database.db.select().from(programLineExercises).where(inArray(programLineExercises.lineId, applied.lines.map((line) => line.lineId)));
      expect(held).toHaveLength(4);
    });

    it('refuses a start before today and a template of another organization', async () => {
      expect((await call('POST', `/patients/list/${otherPatientId}/program/templates/${templateId}`, { start: addDays(dayInSweden(), -1) })).statusCode).toBe(400);
      const sara = await server.signIn('sara.nyberg@demo.se');
      const north = seededOrganization(server.summary, 1);
      const walking = present(libraryPage.parse((await call('GET', `/organizations/${north.id}/library?kind=walking&limit=1`, undefined, sara)).json()).items[0]);
      const theirs = programTemplate.parse(
        (await call('POST', `/organizations/${north.id}/program-templates`, { name: 'Ländrygg', weeks: 8, lines: [{ day: 2, type: 'walking', level: 1, exercises: [{ exerciseId: walking.id }] }] }, sara)).json(),
      );
      expect((await call('POST', `/patients/list/${otherPatientId}/program/templates/${theirs.id}`, { start: dayInSweden() })).statusCode).toBe(404);
      // Nor change it.
      expect((await call('PUT', `/organizations/${north.id}/program-templates/${theirs.id}`, { name: 'Mitt', weeks: 8, lines: [{ day: 2, type: 'walking', level: 1, exercises: [] }] })).statusCode).toBe(404);
    });

    it('edits a template anew and retires it: no longer offered nor applied, shown when asked for, and back again', async () => {
      const url = `/organizations/${south}/program-templates/${templateId}`;
      const edited = await call('PUT', url, {
        name: 'Knäartros, 8 veckor',
        weeks: 8,
        lines: [{ day: 2, type: 'strength', level: 1, exercises: [{ exerciseId: present(chain[0]).id, dosage: { sets: 2, repetitions: 8 }, comment: 'Lugnt tempo.' }] }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(programTemplate.parse(edited.json())).toMatchObject({ name: 'Knäartros, 8 veckor', weeks: 8, retiredAt: null, lines: [{ day: 2, exercises: [{ exerciseId: present(chain[0]).id, comment: 'Lugnt tempo.' }] }] });
      // A line of another kind's exercise is refused, and nothing changes.
      const wrong = await call('PUT', url, { name: 'Fel', weeks: 2, lines: [{ day: 1, type: 'walking', level: 1, exercises: [{ exerciseId: present(chain[0]).id }] }] });
      expect(wrong.statusCode).toBe(400);
      const names = async (query = '') => programTemplateList.parse((await call('GET', `/organizations/${south}/program-templates${query}`)).json()).map((each) => each.name);
      expect(await names()).toContain('Knäartros, 8 veckor');
      expect(await names()).not.toContain('Fel');

      const retired = programTemplate.parse((await call('PUT', url, { name: 'Knäartros, 8 veckor', weeks: 8, retired: true, lines: [{ day: 2, type: 'strength', level: 1, exercises: [] }] })).json());
      expect(retired.retiredAt).not.toBeNull();
      expect(await names()).not.toContain('Knäartros, 8 veckor');
      expect(await names('?retired=include')).toContain('Knäartros, 8 veckor');
      expect((await call('POST', `/patients/list/${otherPatientId}/program/templates/${templateId}`, { start: dayInSweden() })).statusCode).toBe(404);
      expect((await call('GET', `/organizations/${south}/program-templates?retired=maybe`)).statusCode).toBe(400);

      const back = await call('PUT', url, { name: 'Knäartros, 8 veckor', weeks: 8, retired: false, lines: [{ day: 2, type: 'strength', level: 1, exercises: [] }] });
      expect(programTemplate.parse(back.json()).retiredAt).toBeNull();
      expect(await names()).toContain('Knäartros, 8 veckor');
    });
  });
});
