import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, clinic, type ScreenState } from './handlers';
import { libraryHandlers, programLineHandlers } from './libraryHandlers';
import { patientRecord, type PatientRecord } from './patientFixtures';
import { patientLessonsResponse } from '@rehab/contract';

/**
 * The patient view's calls for `record`: the header's patient always answers, the open tab's calls as `state`
 * says, so a tab's story shows the tab loading or failed under a loaded header.
 */
export function patientHandlers(record: PatientRecord, state: ScreenState = 'loaded'): RequestHandler[] {
  const path = `/patients/list/${record.details.id}`;
  return [
    http.get(path, () => HttpResponse.json(record.details)),
    http.get(`/activities/${record.details.id}`, ({ request }) =>
      answer(state, () => record.week(Number(new URL(request.url).searchParams.get('weekOffset') ?? 0))),
    ),
    http.get(`${path}/program`, () => answer(state, () => record.program)),
    http.get(`${path}/lessons`, () => answer(state, () => storyLessons)),
    http.get(`${path}/activity-statistic`, () => answer(state, () => record.statistic)),
    http.get(`${path}/health-report`, () => answer(state, () => record.healthReport)),
    http.get(`${path}/questionnaries/list`, () => answer(state, () => record.questionnaires)),
    http.get(`${path}/medical-notes/list`, () => answer(state, () => record.medicalNotes)),
    http.get(`${path}/medical-notes/templates`, () => answer(state, () => record.templates)),
    http.get(`${path}/feedback/list`, () => answer(state, () => record.feedback)),
    http.get(`${path}/physios`, () => HttpResponse.json(storyPhysios)),
    http.get(`${path}/treatment-periods`, () => HttpResponse.json(storyPeriods(record))),
    ...programLineHandlers(record),
    ...libraryHandlers(),
  ];
}

/** The story patient's treatment periods: the one the details show, after an earlier one in the spring. */
const storyPeriods = ({ details }: PatientRecord) => ({
  items: [
    { startedAt: details.createdAt, endedAt: details.status === 'inactive' ? (details.treatmentEnd ?? details.createdAt) : null },
    { startedAt: '2026-03-02T08:00:00.000Z', endedAt: '2026-05-15T14:00:00.000Z' },
  ],
});

/** The physios of the story patient's organization, who may be made responsible for them. */
const storyPhysios = [
  { id: '5f0c8a52-3f1b-4c2e-9a57-0d6a1f2b7c01', firstName: 'Anna', lastName: 'Lindqvist' },
  { id: '5f0c8a52-3f1b-4c2e-9a57-0d6a1f2b7c02', firstName: 'Erik', lastName: 'Holm' },
];

const patient = clinic.patients[0];
if (!patient) throw new Error('the stories need a patient');

/** The patient most of the patient view's stories open: the clinic's first, in treatment. */
export const shownPatient = patientRecord(patient);
/** Their view's address, at `tab`. */
export const patientPath = (tab: string, record: PatientRecord = shownPatient) => `/patients/view/${record.details.id}/${tab}`;

/** The shown patient's theory lessons: the first two read, the third planned this week and unread. */
const storyLessons = patientLessonsResponse.parse({
  lessons: [
    { lessonId: '7a1c0000-0000-4000-8000-000000000001', lessonNumber: 1, title: { sv: 'Varför rörelse hjälper', en: 'Why movement helps' }, firstPlanned: '2026-11-03', readAt: '2026-11-03T18:12:00+01:00' },
    { lessonId: '7a1c0000-0000-4000-8000-000000000002', lessonNumber: 2, title: { sv: 'Smärta och kroppen', en: 'Pain and the body' }, firstPlanned: '2026-11-10', readAt: '2026-11-11T08:40:00+01:00' },
    { lessonId: '7a1c0000-0000-4000-8000-000000000003', lessonNumber: 3, title: { sv: 'Sömn och återhämtning', en: 'Sleep and recovery' }, firstPlanned: '2026-11-17', readAt: null },
  ],
});
