import { apiErrorBody, healthReportResponse, patientForm, patientFormsResponse, questionnaireKinds, questionnaireListResponse } from '@rehab/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthMeasures, questionnaireAnswers, questionnaires } from '../../db/schema';
import { activeSeededPatient, bearer, present, startTestServer, type TestServer } from '../../testing';

const wellBeing = { sleep: 'fairly-good', mood: 'varying', energy: 'much', 'stress-scale': 7, 'well-being': 64, 'perceived-capacity': 3 };

describe('a patient answers the questionnaires the physio reads', () => {
  let server: TestServer;
  let physio: string;
  let patient: string;
  let patientId: string;
  const answer = (kind: string, answers: unknown, token = patient) =>
    server.app.inject({ method: 'POST', url: `/patient-app/questionnaires/${kind}`, headers: bearer(token), payload: { answers } });
  const stored = async () => {
    const { db } = server.database;
    const [[forms], [answers], [measures]] = await Promise.all([
      db.select({ n: count() }).from(questionnaires),
      db.select({ n: count() }).from(questionnaireAnswers),
      db.select({ n: count() }).from(healthMeasures),
    ]);
    return [forms?.n, answers?.n, measures?.n];
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    physio = await server.signIn();
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
  });
  afterAll(() => server.close());

  it('lists every kind the portal shows, with its items and when the patient last answered it', async () => {
    const response = await server.app.inject({ url: '/patient-app/questionnaires', headers: bearer(patient) });
    expect(response.statusCode).toBe(200);
    const { forms } = patientFormsResponse.parse(response.json());
    expect(forms.map((form) => form.kind)).toEqual([...questionnaireKinds]);
    const seeded = questionnaireListResponse.parse((await server.app.inject({ url: `/patients/list/${patientId}/questionnaries/list`, headers: bearer(physio) })).json());
    const welcome = present(forms.find((form) => form.kind === 'welcome'));
    expect(welcome.answeredAt).toBe(seeded.find((form) => form.kind === 'welcome')?.completedAt ?? null);
    expect(welcome.items.find((item) => item.id === 'complaint')?.answer).toMatchObject({ kind: 'choice', options: expect.arrayContaining(['knee']) });
  });

  it("shows the answers in the physio's questionnaires tab and each scale in the health report", async () => {
    const response = await answer('well-being', wellBeing);
    expect(response.statusCode).toBe(201);
    const form = patientForm.parse(response.json());
    expect(form.kind).toBe('well-being');
    expect(Date.now() - Date.parse(present(form.answeredAt))).toBeLessThan(60_000);

    const tab = questionnaireListResponse.parse((await server.app.inject({ url: `/patients/list/${patientId}/questionnaries/list`, headers: bearer(physio) })).json());
    const newest = present(tab[0]);
    expect(newest).toMatchObject({ kind: 'well-being', completedAt: form.answeredAt });
    expect(newest.answers).toEqual([
      { name: 'Sömn', description: 'Hur har du sovit den senaste veckan?', answer: 'Ganska bra' },
      { name: 'Stämningsläge', description: 'Hur har du mått den senaste veckan?', answer: 'Varierande' },
      { name: 'Energi', description: 'Hur mycket energi har du haft?', answer: 'Mycket' },
      expect.objectContaining({ name: 'Stress', answer: '7' }),
      expect.objectContaining({ name: 'Välbefinnande', answer: '64' }),
      expect.objectContaining({ name: 'Upplevd förmåga', answer: '3' }),
    ]);

    const report = healthReportResponse.parse((await server.app.inject({ url: `/patients/list/${patientId}/health-report`, headers: bearer(physio) })).json());
    const latest = Object.fromEntries(report.measures.map((measure) => [measure.kind, measure.latest]));
    expect(latest).toMatchObject({ 'stress-scale': 7, 'well-being': 64, 'perceived-capacity': 3 });
    expect(report.measures.find((measure) => measure.kind === 'stress-scale')?.points.at(-1)?.date).toBe(form.answeredAt);

    const text = await answer('welcome', { goal: '  Gå i trappor utan ont  ', complaint: 'knee', 'earlier-training': 'weekly' });
    expect(text.statusCode).toBe(201);
    const welcome = questionnaireListResponse.parse((await server.app.inject({ url: `/patients/list/${patientId}/questionnaries/list`, headers: bearer(physio) })).json())[0];
    expect(welcome?.answers.map((each) => each.answer)).toEqual(['Gå i trappor utan ont', 'Knä', '1 gång i veckan']);
  });

  it('refuses a wrong, missing or extra answer on its item, and stores nothing', async () => {
    const before = await stored();
    const cases: [string, unknown, string][] = [
      ['well-being', { ...wellBeing, sleep: undefined }, 'answers.sleep'],
      ['well-being', { ...wellBeing, 'stress-scale': 11 }, 'answers.stress-scale'],
      ['well-being', { ...wellBeing, 'well-being': -1 }, 'answers.well-being'],
      ['well-being', { ...wellBeing, 'perceived-capacity': 2.5 }, 'answers'],
      ['well-being', { ...wellBeing, 'perceived-capacity': '3' }, 'answers.perceived-capacity'],
      ['well-being', { ...wellBeing, mood: 'Bra' }, 'answers.mood'],
      ['well-being', { ...wellBeing, extra: 'x' }, 'answers.extra'],
      ['welcome', { goal: '   ', complaint: 'knee', 'earlier-training': 'daily' }, 'answers.goal'],
      ['welcome', { goal: 'x'.repeat(1001), complaint: 'knee', 'earlier-training': 'daily' }, 'answers'],
      ['welcome', { goal: 3, complaint: 'knee', 'earlier-training': 'daily' }, 'answers.goal'],
      ['welcome', [], 'answers'],
    ];
    for (const [kind, answers, property] of cases) {
      const response = await answer(kind, answers);
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.[0]?.property, JSON.stringify(answers)).toContain(property);
    }
    expect((await answer('stress', wellBeing)).statusCode).toBe(400);
    expect((await answer('well-being', wellBeing, physio)).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/patient-app/questionnaires', headers: bearer(physio) })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('takes no answers once the treatment has ended', async () => {
    await server.app.inject({ method: 'POST', url: `/patients/list/${patientId}/end-treatment`, headers: bearer(physio), payload: {} });
    const before = await stored();
    const response = await answer('well-being', wellBeing);
    expect(response.statusCode).toBe(409);
    expect(apiErrorBody.parse(response.json()).message).toBe('The treatment has ended');
    expect(await stored()).toEqual(before);
    const [mine] = await server.database.db.select({ n: count() }).from(questionnaires).where(eq(questionnaires.patientId, patientId));
    expect(mine?.n).toBeGreaterThan(0);
  });
});
