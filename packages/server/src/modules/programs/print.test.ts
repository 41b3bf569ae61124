import { libraryExercise, programResponse, type LibraryExerciseBody } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients } from '../../db/schema';
import { bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';
import { readPdf } from '../journal/pdf-testing';
import { multipartFiles, testPicture } from '../library/test-media';

const bridge: LibraryExerciseBody = {
  kind: 'strength',
  name: { sv: 'Bäckenlyft på golvet', en: 'Bridge on the floor' },
  steps: { sv: ['Ligg på rygg med böjda knän.', 'Lyft bäckenet tills höft och knä är i linje.'], en: ['Lie on your back, knees bent.', 'Lift your pelvis until hip and knee are in line.'] },
  watchOuts: { sv: 'Svanka inte i toppläget.', en: 'Do not arch your back at the top.' },
  regions: ['hip'],
  dosage: { sets: 3, repetitions: 12, restSeconds: 60 },
};

describe('the program printed', () => {
  let server: TestServer;
  let physio: string;
  let patientId: string;
  let patient: string;
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const lastAuditId = async () => Number((await server.database.db.select({ n: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog))[0]?.n ?? 0);
  const actionsAfter = async (mark: number) =>
    (await server.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.patientId, patientId), gt(auditLog.id, mark)))).map((row) => row.action);

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 4 } });
    physio = await server.signIn('erik.holm@demo.se');
    const south = seededOrganization(server.summary, 0).id;
    const [first] = await server.database.db
      .select({ id: patients.userId })
      .from(patients)
      .where(and(eq(patients.organizationId, south), eq(patients.status, 'active')))
      .orderBy(asc(patients.userId))
      .limit(1);
    patientId = present(first?.id);
    patient = await server.signInPatient(patientId);

    // A line in force today holds an exercise with a picture, a dosage of its own and a word to the patient.
    const made = await server.app.inject({ method: 'POST', url: `/organizations/${south}/library`, headers: bearer(physio), payload: bridge });
    expect(made.statusCode, made.body).toBe(201);
    const exercise = libraryExercise.parse(made.json());
    const form = multipartFiles([{ field: 'file', name: 'bro.png', type: 'image/png', content: await testPicture(800, 600) }]);
    const uploaded = await server.app.inject({ method: 'POST', url: `/organizations/${south}/library/${exercise.id}/media`, headers: { ...bearer(physio), ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const today = dayInSweden();
    const { updates } = programResponse.parse((await get(`/patients/list/${patientId}/program`, physio)).json());
    const line = present(updates.find((each) => each.type === 'strength' && each.start <= today && each.finish >= today));
    const put = await server.app.inject({
      method: 'PUT',
      url: `/patients/list/${patientId}/program/lines/${line.id}/exercises`,
      headers: bearer(physio),
      payload: { exercises: [{ exerciseId: exercise.id, dosage: { sets: 2, repetitions: 8, restSeconds: 90 }, comment: 'Ta det lugnt första veckan.' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(() => server.close());

  it('prints for staff as a tagged PDF with the picture, dosage, steps and comment, logged as a print', async () => {
    const mark = await lastAuditId();
    const response = await get(`/patients/list/${patientId}/program.pdf?language=sv`, physio);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="traningsprogram-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const printed = await readPdf(response.rawPayload);
    expect(printed).toMatchObject({ tagged: true, language: 'sv-SE', title: expect.stringMatching(/^Träningsprogram – /) });
    for (const words of ['Bäckenlyft på golvet', '2 set', '8 repetitioner', 'Vila 1 min 30 s mellan seten', 'Lyft bäckenet tills höft och knä är i linje.', 'Svanka inte i toppläget.', 'Ta det lugnt första veckan.', 'Utskrivet'])
      expect(printed.text).toContain(words);
    expect(printed.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'H3', 'Figure', 'L', 'LI', 'P']));
    expect(await actionsAfter(mark)).toEqual(['print:program']);
  });

  it('is the patient’s own download in their language, a row of its own kind', async () => {
    const mark = await lastAuditId();
    const response = await get('/patient-app/program.pdf?language=en', patient);
    expect(response.statusCode, response.body).toBe(200);
    const printed = await readPdf(response.rawPayload);
    expect(printed).toMatchObject({ tagged: true, language: 'en-GB', title: expect.stringMatching(/^Exercise program – /) });
    for (const words of ['Bridge on the floor', '2 sets', 'Rest 1 min 30 s between sets', 'Downloaded by the patient']) expect(printed.text).toContain(words);
    expect(await actionsAfter(mark)).toEqual(['download:own-program']);
  });

  it('is refused to another organization, to a patient on staff’s address and to a bad language', async () => {
    const sara = await server.signIn('sara.nyberg@demo.se');
    expect((await get(`/patients/list/${patientId}/program.pdf`, sara)).statusCode).toBe(404);
    expect((await get(`/patients/list/${patientId}/program.pdf`, patient)).statusCode).toBe(403);
    expect((await get('/patient-app/program.pdf', physio)).statusCode).toBe(403);
    expect((await get('/patient-app/program.pdf?language=de', patient)).statusCode).toBe(400);
  });
});
