import {
  activitiesResponse,
  activityStatisticResponse,
  feedbackListSent,
  healthMeasureKinds,
  healthReportResponse,
  journalNoteListResponse,
  noteTemplateListResponse,
  patientDetails,
  programResponse,
  questionnaireListResponse,
  type ExerciseType,
  type PatientListItem,
} from '@rehab/contract';
import { addDays, mondayOf, toIsoDate } from '@rehab/contract/dates';
import { physio, storyNow, storyTime, uuid } from './fixtures';

/**
 * One patient's record as the patient view reads it, tab by tab: a treatment that started eight weeks before the
 * stories' today, each answer parsed by the contract's schema.
 */

const person = (patient: PatientListItem) => ({ id: patient.id, firstName: patient.firstName, lastName: patient.lastName });

type Person = ReturnType<typeof person>;
/** A journal note as the server sends it: signed (maybe amended or struck) or a draft, its versions beside it. */
function journalNoteOf(note: {
  id: string;
  patientId: string;
  status: 'draft' | 'signed' | 'struck';
  title: string;
  author: Person;
  at: string;
  sections: { heading: string; text: string }[];
  amendment?: { reason: string; at: string };
  struck?: { reason: string; at: string };
}) {
  const signedAt = note.status === 'draft' ? null : note.at;
  const first = { version: 1, kind: 'original', title: note.title, sections: note.sections, reason: null, writtenBy: note.author, writtenAt: note.at, signedBy: signedAt ? note.author : null, signedAt };
  const original = note.amendment
    ? { ...first, sections: note.sections.map((section) => (section.heading === 'Status' ? { ...section, text: section.text.replace('höger 120°, vänster 135°', 'vänster 120°, höger 135°') } : section)) }
    : first;
  const versions = note.amendment
    ? [original, { ...first, version: 2, kind: 'amendment', reason: note.amendment.reason, writtenAt: note.amendment.at, signedAt: note.amendment.at }]
    : [first];
  return {
    id: note.id,
    patientId: note.patientId,
    templateId: null,
    status: note.status,
    title: note.title,
    sections: note.sections,
    revision: note.status === 'draft' ? 3 : 5,
    author: note.author,
    createdAt: note.at,
    updatedAt: note.at,
    signedBy: signedAt ? note.author : null,
    signedAt,
    amendedAt: note.amendment?.at ?? null,
    struckBy: note.struck ? note.author : null,
    struckAt: note.struck?.at ?? null,
    strikeReason: note.struck?.reason ?? null,
    versions,
  };
}
const weeksBefore = (weeks: number) => addDays(mondayOf(toIsoDate(storyNow)), -7 * weeks);

/** The patient's levels and the exercises at them, as the seed's catalogue names them. */
const levels: { exerciseType: ExerciseType; level: number; exercises: { name: string; group: string; repetitions: number | null }[] }[] = [
  {
    exerciseType: 'strength',
    level: 2,
    exercises: [
      { name: 'Knäböj – nivå 2', group: 'Ben', repetitions: 10 },
      { name: 'Planka – nivå 2', group: 'Bål', repetitions: 10 },
    ],
  },
  { exerciseType: 'walking', level: 3, exercises: [{ name: 'Rask promenad – nivå 3', group: 'Puls', repetitions: null }] },
  { exerciseType: 'breathing', level: 1, exercises: [{ name: 'Magandning – nivå 1', group: 'Andning', repetitions: null }] },
  { exerciseType: 'mindfulness', level: 1, exercises: [{ name: 'Kroppsscanning – nivå 1', group: 'Medveten närvaro', repetitions: null }] },
];
const exercises = levels.flatMap(({ exerciseType, level, exercises: atLevel }) =>
  atLevel.map((exercise, index) => ({
    id: uuid(10, levels.findIndex((candidate) => candidate.exerciseType === exerciseType) * 10 + index),
    type: exerciseType,
    name: exercise.name,
    level,
    repetitions: exercise.repetitions,
    instruction:
      exerciseType === 'walking'
        ? 'Gå 25 minuter i en takt där du blir lätt andfådd.'
        : `Utför ${exercise.name.split(' – ')[0]?.toLowerCase()} lugnt och kontrollerat.`,
    groupId: index + 1,
    groupName: exercise.group.toLowerCase(),
    groupDisplayName: exercise.group,
    imageUrl: null,
    lessonNumber: null,
  })),
);

const exerciseAt = (index: number) => {
  const exercise = exercises[index];
  if (!exercise) throw new Error(`no exercise ${index} in the stories' catalogue`);
  return exercise;
};

/** GET /activities/{userId}?weekOffset: the week's tasks, a strength exercise and a walk most days, a lesson on Thursdays. */
function weekOfActivities(weekOffset: number) {
  const monday = addDays(mondayOf(toIsoDate(storyNow)), 7 * weekOffset);
  const today = toIsoDate(storyNow);
  const tasks = Array.from({ length: 7 }, (_, day) => addDays(monday, day)).flatMap((date, day) => {
    // null is the week's theory lesson.
    const booked = [exerciseAt(day % 2 === 0 ? 0 : 2), ...(day === 3 ? [null] : []), ...(day === 5 ? [exerciseAt(4)] : [])];
    return booked.map((exercise, slot) => {
      const isPast = date < today;
      const skipped = isPast && (day + slot + weekOffset) % 4 === 1;
      const status = !isPast ? 'planned' : skipped ? 'skipped' : 'done';
      const done = status === 'done';
      return {
        id: uuid(11, (weekOffset + 50) * 100 + day * 10 + slot),
        type: exercise ? exercise.type : 'theory-lesson',
        status,
        bookedDate: date,
        level: exercise ? exercise.level : null,
        completedAt: done ? `${date}T17:${String(10 + day * 5).padStart(2, '0')}:00.000Z` : null,
        difficulty: done ? (['easy', 'moderate', 'hard'] as const)[(day + slot) % 3] : null,
        pain: done && (day + slot) % 3 === 2 ? 4 : null,
        feedback: done && day === 0 ? 'Kändes bra idag' : null,
        comments: done && day === 2 ? 'Lite ont i knät efteråt, men det gick över.' : null,
        result: done && exercise?.type === 'walking' ? '3,2 km' : null,
        lessonNumber: exercise ? null : 4,
        exercise: exercise ? { id: exercise.id, name: exercise.name } : { id: uuid(10, 90), name: 'Stress och balans' },
        doneOnBehalf: false,
      };
    });
  });
  return activitiesResponse.parse({
    weekStart: monday,
    weekEnd: addDays(monday, 6),
    levels: levels.map(({ exerciseType, level }) => ({ exerciseType, level })),
    exercises,
    tasks,
  });
}

/** Weekly values that move towards the better over eight weeks, by a fixed pattern. */
const measurePoints = (start: number, step: number) =>
  Array.from({ length: 8 }, (_, week) => ({
    date: `${weeksBefore(7 - week)}T09:00:00.000Z`,
    value: Math.round((start + step * week + ((week * 7) % 3) * 0.5) * 10) / 10,
  }));

const measureShapes: Record<(typeof healthMeasureKinds)[number], [number, number]> = {
  'stress-scale': [7, -0.5],
  'physical-function': [4, 0.6],
  'well-being': [5, 0.4],
  'perceived-capacity': [3, 0.5],
  'activity-index': [40, 4],
};

/** The feedback the patient gave lately, newest first. */
const feedbackGiven = [
  { exercise: exerciseAt(0), feedback: 'moderate', note: 'Kändes bra idag' },
  { exercise: exerciseAt(2), feedback: 'easy', note: null },
  { exercise: exerciseAt(1), feedback: 'hard', note: 'Lite ont i knät efteråt' },
  { exercise: exerciseAt(0), feedback: 'moderate', note: 'Mycket bättre än förra veckan' },
  { exercise: exerciseAt(4), feedback: 'easy', note: 'Blev lugn och somnade lätt' },
] as const;

const answered = (name: string, description: string, answer: string) => ({ name, description, answer });

/** The whole record of `patient`; `ended` gives the treatment an end four days ago. */
export function patientRecord(patient: PatientListItem, { ended = false } = {}) {
  const details = patientDetails.parse({
    ...patient,
    status: ended ? 'inactive' : 'active',
    treatmentEnd: ended ? storyTime(-4, 10) : null,
    createdAt: storyTime(-56, 10),
    access: 'care',
    emergencyAccessUntil: null,
  });
  const byWeek = Array.from({ length: 8 }, (_, week) => ({
    weekStart: weeksBefore(7 - week),
    done: 8 + ((week * 5) % 4),
    skipped: 3 - ((week * 2) % 3),
    missed: week % 3 === 1 ? 1 : 0,
    planned: week === 7 ? 6 : 0,
  }));
  const total = (key: 'done' | 'skipped' | 'missed' | 'planned') => byWeek.reduce((sum, week) => sum + week[key], 0);
  const points = healthMeasureKinds.map((kind) => {
    const [start, step] = measureShapes[kind];
    const all = measurePoints(start, step);
    const first = all[0]?.value ?? 0;
    const latest = all[all.length - 1]?.value ?? 0;
    return { kind, points: all, latest, change: Math.round((latest - first) * 10) / 10 };
  });
  const author = person({ ...patient, id: physio.id, firstName: physio.firstName, lastName: physio.lastName });
  return {
    details,
    week: weekOfActivities,
    program: programResponse.parse({
      programId: uuid(12, 1),
      updates: levels.map(({ exerciseType, level }, index) => ({
        id: uuid(12, 10 + index),
        programId: uuid(12, 1),
        day: index + 1,
        start: weeksBefore(8),
        finish: addDays(weeksBefore(-4), 6),
        level,
        type: exerciseType,
        createdAt: storyTime(-56, 10, 15),
      })),
    }),
    statistic: activityStatisticResponse.parse({
      totals: { done: total('done'), skipped: total('skipped'), missed: total('missed'), planned: total('planned') },
      compliance: { exercises: 0.78, theoryLessons: 0.6 },
      byType: [
        { type: 'strength', done: 30, skipped: 8, missed: 2, planned: 3 },
        { type: 'walking', done: 28, skipped: 5, missed: 1, planned: 2 },
        { type: 'theory-lesson', done: 6, skipped: 4, missed: 0, planned: 1 },
      ],
      byWeek,
    }),
    healthReport: healthReportResponse.parse({ measures: points }),
    questionnaires: questionnaireListResponse.parse([
      {
        id: uuid(13, 1),
        kind: 'welcome',
        createdAt: storyTime(-56, 10),
        completedAt: storyTime(-55, 19, 20),
        answers: [
          answered('Mål', 'Vad vill du uppnå med rehabiliteringen?', 'Gå utan smärta'),
          answered('Besvär', 'Var sitter dina besvär?', 'Knä'),
          answered('Tidigare träning', 'Hur ofta tränade du innan besvären?', '1 gång i veckan'),
        ],
      },
      {
        id: uuid(13, 2),
        kind: 'well-being',
        createdAt: storyTime(-7, 10),
        completedAt: storyTime(-6, 20, 5),
        answers: [
          answered('Sömn', 'Hur har du sovit den senaste veckan?', 'Ganska bra'),
          answered('Stämningsläge', 'Hur har du mått den senaste veckan?', 'Bra'),
          answered('Energi', 'Hur mycket energi har du haft?', 'Måttligt'),
        ],
      },
      { id: uuid(13, 3), kind: 'physical-activity', createdAt: storyTime(-1, 10), completedAt: null, answers: [] },
    ]),
    medicalNotes: journalNoteListResponse.parse([
      journalNoteOf({
        id: uuid(14, 3),
        patientId: patient.id,
        status: 'draft',
        title: 'Uppföljning',
        author,
        at: storyTime(0, 10),
        sections: [
          { heading: 'Följsamhet', text: 'Har gjort nästan alla styrkepass och de flesta promenaderna.' },
          { heading: 'Förändring', text: '' },
          { heading: 'Justering och plan', text: '' },
        ],
      }),
      journalNoteOf({
        id: uuid(14, 2),
        patientId: patient.id,
        status: 'signed',
        title: 'Nybesök',
        author,
        at: storyTime(-49, 11),
        sections: [
          { heading: 'Anamnes', text: 'Knäsmärta höger sedan ett år, gradvis debut. Ont vid trappgång och efter längre promenader.\n\nPensionär, bor i villa med trappa.' },
          { heading: 'Status', text: 'Knäflexion höger 120°, vänster 135°. Lätt svullnad höger knä.\n\n30 sekunders uppresning från stol: 8 gånger.' },
          { heading: 'Bedömning', text: 'Knäartros höger med nedsatt muskelstyrka och gångförmåga.' },
          { heading: 'Åtgärd och plan', text: 'Överenskommet program i appen:\n- Styrketräning nivå 2 måndag, onsdag och fredag\n- Promenader nivå 3 tisdag och torsdag\n\nUppföljning om två veckor.' },
        ],
        amendment: { reason: 'Sidorna förväxlade i status: den nedsatta rörligheten är i höger knä.', at: storyTime(-47, 9) },
      }),
      journalNoteOf({
        id: uuid(14, 1),
        patientId: patient.id,
        status: 'struck',
        title: 'Telefonkontakt',
        author,
        at: storyTime(-50, 15),
        sections: [{ heading: 'Samtalet', text: 'Patienten ringde om tid för nybesök.' }],
        struck: { reason: 'Skriven på fel patient', at: storyTime(-50, 16) },
      }),
    ]),
    templates: noteTemplateListResponse.parse(
      [
        ['Nybesök', 'First visit', false, ['Anamnes', 'Status', 'Bedömning', 'Åtgärd och plan']],
        ['SOAP', 'SOAP', true, ['Subjektivt', 'Objektivt', 'Analys', 'Plan']],
        ['Uppföljning', 'Follow-up', true, ['Följsamhet', 'Förändring', 'Justering och plan']],
        ['Besöksanteckning', 'Visit note', true, ['Besöket', 'Plan']],
      ].map(([sv, en, repeatable, headings], index) => ({
        id: uuid(15, index),
        organizationId: patient.organization.id,
        texts: {
          sv: { title: sv, sections: (headings as string[]).map((heading) => ({ heading, hint: '' })) },
          en: { title: en, sections: (headings as string[]).map((heading) => ({ heading, hint: '' })) },
        },
        repeatable,
        retired: false,
        updatedAt: storyTime(-400, 9),
      })),
    ),
    feedback: feedbackListSent.parse(
      feedbackGiven.map(({ exercise, feedback, note }, index) => ({
        id: uuid(16, index),
        user: person(patient),
        exerciseName: exercise.name,
        exerciseImageUrl: null,
        groupName: exercise.groupName,
        groupDisplayName: exercise.groupDisplayName,
        subjectType: 'exercise',
        subjectId: exercise.id,
        exerciseType: exercise.type,
        category: exercise.type,
        exerciseId: exercise.id,
        groupId: exercise.groupId,
        groupIndex: index,
        feedback,
        pain: feedback === 'hard' ? 6 : feedback === 'moderate' ? 3 : null,
        feedbackNote: note,
        created: storyTime(-index * 2 - 1, 18, 30),
      })),
    ),
  };
}

export type PatientRecord = ReturnType<typeof patientRecord>;
