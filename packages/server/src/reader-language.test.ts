import { activitiesResponse, calendarEntriesResponse, feedbackListResponse, patientWeekResponse, questionnaireListResponse, todoResponse } from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from './testing';
import { readerLanguage } from './reader-language';

const asked = (value?: string) => readerLanguage({ headers: { 'accept-language': value } });

describe('the reader\'s language', () => {
  it('is the first of Swedish and English the call asks for, by weight, and Swedish otherwise', () => {
    expect(asked('en')).toBe('en');
    expect(asked('en-GB,en;q=0.9')).toBe('en');
    expect(asked('de-DE,en;q=0.5,sv;q=0.4')).toBe('en');
    expect(asked('sv;q=0.5,en;q=0.9')).toBe('en');
    expect(asked('sv-SE,en;q=0.9')).toBe('sv');
    expect(asked('en;q=0')).toBe('sv');
    expect(asked('de')).toBe('sv');
    expect(asked('')).toBe('sv');
    expect(asked()).toBe('sv');
  });
});

describe('the product\'s content in the reader\'s language', () => {
  let server: TestServer;
  let staff: string;
  let patient: string;
  let patientId: string;
  const english = (token: string) => ({ ...bearer(token), 'accept-language': 'en' });
  const swedish = (token: string) => ({ ...bearer(token), 'accept-language': 'sv' });

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 6 } });
    staff = await server.signIn();
    patientId = server.summary.organizations[0]?.patientIds[0] ?? '';
    patient = await server.signInPatient(patientId);
  });
  afterAll(() => server.close());

  it('names a program\'s exercises, their levels, groups and instructions in English for an English reader', async () => {
    const read = async (headers: Record<string, string>) =>
      activitiesResponse.parse((await server.app.inject({ url: `/activities/${patientId}?weekOffset=0`, headers })).json());
    const [inEnglish, inSwedish] = await Promise.all([read(english(staff)), read(swedish(staff))]);
    const walk = inEnglish.exercises.find((exercise) => exercise.type === 'walking');
    expect(walk?.name).toMatch(/^(Brisk|Interval) walk – level \d$/);
    expect(walk?.groupDisplayName).toBe('Cardio');
    expect(walk?.instruction).toMatch(/^Walk for \d+ minutes at a pace that leaves you slightly out of breath\.$/);
    expect(inSwedish.exercises.find((exercise) => exercise.type === 'walking')?.name).toMatch(/^(Rask promenad|Intervallpromenad) – nivå \d$/);
    // A library exercise's instruction is its steps, in English its English steps.
    for (const exercise of inEnglish.exercises) expect(exercise.instruction).not.toMatch(/[åäö]/i);
    const named = inEnglish.tasks.flatMap((task) => (task.exercise ? [task.exercise.name] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(name).not.toMatch(/nivå/);
  });

  it('gives the patient app its week in English when the app asks in English', async () => {
    const week = patientWeekResponse.parse((await server.app.inject({ url: '/patient-app/week?weekOffset=0', headers: english(patient) })).json());
    const exercises = week.tasks.flatMap((task) => (task.exercise ? [task.exercise] : []));
    expect(exercises.length).toBeGreaterThan(0);
    for (const exercise of exercises) {
      expect(exercise.name).not.toMatch(/nivå|Lektion/);
      expect(['Legs', 'Core', 'Arms', 'Cardio', 'Breathing', 'Mindfulness', 'Theory']).toContain(exercise.groupDisplayName);
    }
  });

  it('writes the forms\' questions and answers, the feedback\'s exercise and the calendar\'s titles in English', async () => {
    const forms = questionnaireListResponse.parse((await server.app.inject({ url: `/patients/list/${patientId}/questionnaries/list`, headers: english(staff) })).json());
    const answers = forms.flatMap((form) => form.answers);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.map((answer) => answer.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^(Goal|Symptoms|Previous exercise|Sleep|Mood|Energy|Everyday activity|Sitting)$/)]));
    for (const answer of answers) expect(answer.description).not.toMatch(/[åäö]/i);

    const feedback = feedbackListResponse.parse((await server.app.inject({ url: `/patients/list/${patientId}/feedback/list?limit=20`, headers: english(staff) })).json());
    for (const item of feedback.filter((each) => each.exerciseId)) expect(item.exerciseName).not.toMatch(/nivå/);

    const calendar = calendarEntriesResponse.parse((await server.app.inject({ url: '/specialists/calendar-entries/list?limit=100', headers: english(staff) })).json());
    const titles = new Set(calendar.items.map((entry) => entry.title));
    expect(titles.size).toBeGreaterThan(0);
    for (const title of titles) expect(['Follow-up visit', 'Questionnaire review', 'Theory review', 'Workout', 'Team meeting', 'Peer supervision']).toContain(title);
    const swedishCalendar = calendarEntriesResponse.parse((await server.app.inject({ url: '/specialists/calendar-entries/list?limit=100', headers: swedish(staff) })).json());
    expect(swedishCalendar.items.map((entry) => entry.title)).toContain('Teammöte');

    // A form the patient answers in the app reads in English too, but for their own words.
    const sent = await server.app.inject({
      method: 'POST',
      url: '/patient-app/questionnaires/welcome',
      headers: bearer(patient),
      payload: { answers: { goal: 'Gå i trappor', complaint: 'knee', 'earlier-training': 'weekly' } },
    });
    expect(sent.statusCode).toBe(201);
    const [answered] = questionnaireListResponse
      .parse((await server.app.inject({ url: `/patients/list/${patientId}/questionnaries/list`, headers: english(staff) })).json())
      .filter((form) => form.kind === 'welcome')
      .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
    expect(answered?.answers.map(({ name, answer }) => [name, answer])).toEqual([
      ['Goal', 'Gå i trappor'],
      ['Symptoms', 'Knee'],
      ['Previous exercise', 'Once a week'],
    ]);

    const todo = todoResponse.parse((await server.app.inject({ url: '/specialists/patients/todo?limit=100', headers: english(staff) })).json());
    for (const item of todo.items) if (item.exercise) expect(item.exercise.name).not.toMatch(/nivå/);
  });
});
