import { lessonBounds, lessonContent, lessonReadResponse, patientLessonResponse, patientLessonsResponse } from '@rehab/contract';
import { dayInSweden, addDays } from '@rehab/contract/dates';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLessons } from '../../db/library/demo-lessons';
import { auditLog, exercises, lessonReads, patients, tasks } from '../../db/schema';
import { diskMediaStorage } from '../../storage/media-storage';
import { bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';
import { addExerciseMedia } from '../library/media';
import { testPicture } from '../library/test-media';

describe('theory lessons', () => {
  let server: TestServer;
  let physio: string;
  let patientId: string;
  let patient: string;
  let other: string;
  const folder = mkdtempSync(join(tmpdir(), 'rehab-lesson-media-'));
  const media = diskMediaStorage(folder);
  const db = () => server.database.db;

  /** One of the patient's lesson tasks, set to planned on `day`. */
  const lessonTask = async (id: string, day: string, nth = 0) => {
    const rows = await db()
      .select({ id: tasks.id, lessonId: tasks.exerciseId })
      .from(tasks)
      .where(and(eq(tasks.patientId, id), eq(tasks.type, 'theory-lesson')))
      .orderBy(asc(tasks.bookedDate), asc(tasks.id));
    const task = present(rows[nth]);
    await db().update(tasks).set({ status: 'planned', bookedDate: day, completedAt: null }).where(eq(tasks.id, task.id));
    return { id: task.id, lessonId: present(task.lessonId) };
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 }, appOptions: { mediaStorage: media } });
    physio = await server.signIn('erik.holm@demo.se');
    const south = seededOrganization(server.summary, 0).id;
    const active = await db()
      .select({ id: patients.userId })
      .from(patients)
      .where(and(eq(patients.organizationId, south), eq(patients.status, 'active')))
      .orderBy(asc(patients.userId));
    patientId = present(active[0]?.id);
    patient = await server.signInPatient(patientId);
    other = await server.signInPatient(present(active[1]?.id));
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives the patient the lesson’s headings, lists and pictures in both languages, unread', async () => {
    // The first demo lesson, which has a picture.
    const written = present(demoLessons[0]);
    const [lesson] = await db().select().from(exercises).where(eq(exercises.name, written.title.sv));
    const task = await lessonTask(patientId, dayInSweden());
    await db().update(tasks).set({ exerciseId: present(lesson).id }).where(eq(tasks.id, task.id));
    task.lessonId = present(lesson).id;
    // The seed without media has no pictures; the lesson gets the one its content names.
    await addExerciseMedia(db(), media, { id: task.lessonId }, await testPicture(800, 600), undefined);
    const response = await server.app.inject({ url: `/patient-app/tasks/${task.id}/lesson`, headers: bearer(patient) });
    expect(response.statusCode, response.body).toBe(200);
    const body = patientLessonResponse.parse(response.json());
    expect(body.readAt).toBeNull();
    expect(body.lesson.title.sv).toBe(present(lesson).name);
    expect(body.lesson.title.en).not.toBe('');
    for (const language of ['sv', 'en'] as const) {
      const kinds = body.lesson.content[language].map((block) => block.type);
      expect(kinds).toContain('paragraph');
      expect(kinds).toContain('list');
    }
    const picture = body.lesson.content.sv.find((block) => block.type === 'picture');
    expect(written.pictures).toHaveLength(1);
    expect(picture).toMatchObject({ type: 'picture', alt: expect.stringMatching(/\S/) });
    const url = picture?.type === 'picture' ? present(picture.urls.card) : '';
    expect((await server.app.inject({ url, headers: bearer(patient) })).statusCode).toBe(200);
    // Only a patient whose tasks hold the lesson sees its pictures.
    const otherId = present(server.summary.organizations[1]?.patientIds[0]);
    await db().delete(tasks).where(and(eq(tasks.patientId, otherId), eq(tasks.exerciseId, task.lessonId)));
    expect((await server.app.inject({ url, headers: bearer(await server.signInPatient(otherId)) })).statusCode).toBe(404);
  });

  it('marks the lesson read and its task done, keeps the first time, and the physio sees it read', async () => {
    const task = await lessonTask(patientId, dayInSweden(), 1);
    const read = await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${task.id}/read`, headers: bearer(patient) });
    expect(read.statusCode, read.body).toBe(200);
    const first = lessonReadResponse.parse(read.json());
    expect(first.task.status).toBe('done');

    const again = lessonReadResponse.parse((await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${task.id}/read`, headers: bearer(patient) })).json());
    expect(again.readAt).toBe(first.readAt);
    const shown = patientLessonResponse.parse((await server.app.inject({ url: `/patient-app/tasks/${task.id}/lesson`, headers: bearer(patient) })).json());
    expect(shown.readAt).toBe(first.readAt);

    const listed = await server.app.inject({ url: `/patients/list/${patientId}/lessons`, headers: bearer(physio) });
    expect(listed.statusCode, listed.body).toBe(200);
    const { lessons } = patientLessonsResponse.parse(listed.json());
    expect(lessons.find((each) => each.lessonId === task.lessonId)?.readAt).toBe(first.readAt);
    expect(lessons.filter((each) => each.readAt === null).length).toBeGreaterThan(0);
    expect(lessons.map((each) => each.lessonNumber ?? 0)).toEqual([...lessons.map((each) => each.lessonNumber ?? 0)].sort((a, b) => a - b));
    const logged = await db().select().from(auditLog).where(and(eq(auditLog.patientId, patientId), eq(auditLog.path, `/patients/list/${patientId}/lessons`)));
    expect(logged.map((row) => row.action)).toContain('read:program');
  });

  it('refuses a lesson whose day has not come, and keeps no read mark', async () => {
    const task = await lessonTask(patientId, addDays(dayInSweden(), 3), 2);
    const read = await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${task.id}/read`, headers: bearer(patient) });
    expect(read.statusCode, read.body).toBe(409);
    expect(await db().select().from(lessonReads).where(and(eq(lessonReads.patientId, patientId), eq(lessonReads.lessonId, task.lessonId)))).toEqual([]);
  });

  it('finds no lesson in an exercise task, nor in another patient’s task', async () => {
    const [exerciseTask] = await db()
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.patientId, patientId), inArray(tasks.type, ['exercise-strength', 'exercise-pulse'])))
      .limit(1);
    for (const method of ['GET', 'POST'] as const) {
      const url = `/patient-app/tasks/${present(exerciseTask).id}/${method === 'GET' ? 'lesson' : 'read'}`;
      expect((await server.app.inject({ method, url, headers: bearer(patient) })).statusCode).toBe(404);
    }
    const mine = await lessonTask(patientId, dayInSweden(), 3);
    expect((await server.app.inject({ url: `/patient-app/tasks/${mine.id}/lesson`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${mine.id}/read`, headers: bearer(other) })).statusCode).toBe(404);
    expect(await db().select().from(lessonReads).where(eq(lessonReads.lessonId, mine.lessonId))).toEqual([]);
  });

  it('refuses a read mark once the treatment has ended', async () => {
    const task = await lessonTask(patientId, dayInSweden(), 0);
    const ended = await server.app.inject({ method: 'POST', url: `/patients/list/${patientId}/end-treatment`, headers: bearer(physio), payload: {} });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await server.app.inject({ method: 'POST', url: `/patient-app/tasks/${task.id}/read`, headers: bearer(patient) })).statusCode).toBe(409);
  });
});

describe('a lesson’s content', () => {
  const paragraph = (text: string) => ({ type: 'paragraph', text });
  const valid = { sv: [paragraph('Rörelse är mat för leden.')], en: [paragraph('Movement is food for the joint.')] };

  it('holds every demo lesson, with content in both languages', () => {
    for (const lesson of demoLessons) expect(lessonContent.safeParse(lesson.content).success, lesson.title.sv).toBe(true);
    expect(demoLessons.length).toBeGreaterThanOrEqual(12);
  });

  it('is bounded in blocks, text, list items and picture places, and holds no unknown block', () => {
    expect(lessonContent.safeParse(valid).success).toBe(true);
    const refused = [
      { ...valid, sv: Array.from({ length: lessonBounds.blocks + 1 }, () => paragraph('x')) },
      { ...valid, sv: [] },
      { ...valid, sv: [paragraph('x'.repeat(lessonBounds.paragraph + 1))] },
      { ...valid, sv: [{ type: 'heading', text: 'x'.repeat(lessonBounds.heading + 1) }] },
      { ...valid, sv: [{ type: 'heading', text: 'Två\nrader' }] },
      { ...valid, sv: [{ type: 'list', items: [] }] },
      { ...valid, sv: [{ type: 'list', items: Array.from({ length: lessonBounds.items + 1 }, () => 'x') }] },
      { ...valid, sv: [{ type: 'picture', picture: lessonBounds.pictures, alt: 'En bild' }] },
      { ...valid, sv: [{ type: 'picture', picture: 0, alt: '' }] },
      { ...valid, sv: [{ type: 'html', html: '<script>alert(1)</script>' }] },
      { ...valid, sv: [{ ...paragraph('x'), html: '<b>x</b>' }] },
      { sv: valid.sv },
    ];
    for (const content of refused) expect(lessonContent.safeParse(content).success, JSON.stringify(content).slice(0, 80)).toBe(false);
  });
});
