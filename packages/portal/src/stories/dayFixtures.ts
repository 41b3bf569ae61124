import {
  attentionResponse,
  calendarEntry,
  dashboardResponse,
  notificationListResponse,
  todoItem,
  type ActivityType,
  type CalendarEntry,
  type PatientListItem,
  type TaskStatus,
  type TodoItem,
} from '@rehab/contract';
import { minutesBefore, storyDay, storyTime, uuid } from './fixtures';

/**
 * The physio's days around the stories' today: their patients' tasks, their own calendar, the home page's counts
 * and the bell's notifications, each parsed by the contract's schema.
 */

const patientOf = (patient: PatientListItem) => ({ id: patient.id, firstName: patient.firstName, lastName: patient.lastName });

/** What the program books, in turn: an exercise or a lesson, by name; a lesson also by its number. */
const bookings: { type: ActivityType; exercise: string; lessonNumber: number | null }[] = [
  { type: 'exercise-strength', exercise: 'Knäböj – nivå 2', lessonNumber: null },
  { type: 'exercise-pulse', exercise: 'Rask promenad – nivå 3', lessonNumber: null },
  { type: 'theory-lesson', exercise: 'Stress och balans', lessonNumber: 4 },
  { type: 'breathing', exercise: 'Magandning – nivå 1', lessonNumber: null },
  { type: 'mindfulness', exercise: 'Kroppsscanning – nivå 1', lessonNumber: null },
];

/** A past task is done, or skipped now and then (more often by some patients); today's morning ones are done, the rest planned. */
function statusOf(patientIndex: number, day: number, slot: number): TaskStatus {
  if (day > 0 || (day === 0 && slot > 0)) return 'planned';
  return (patientIndex * 3 + day * 5 + slot) % (patientIndex % 3 === 0 ? 3 : 7) === 0 ? 'skipped' : 'done';
}

/** Two tasks a day for each patient, from ten days before today to six days after it. */
export function todoTasks(withPatients: PatientListItem[]): TodoItem[] {
  return withPatients.flatMap((patient, patientIndex) =>
    Array.from({ length: 17 }, (_, dayIndex) => dayIndex - 10).flatMap((day) =>
      [0, 1].map((slot) => {
        const booking = bookings[(patientIndex + day + 20 + slot * 2) % bookings.length] ?? bookings[0];
        const status = statusOf(patientIndex, day, slot);
        const taskIndex = patientIndex * 100 + (day + 10) * 2 + slot;
        return todoItem.parse({
          id: uuid(6, taskIndex),
          type: booking?.type,
          status,
          bookedDate: storyDay(day),
          level: booking?.type === 'theory-lesson' ? null : 2,
          completedAt: status === 'done' ? storyTime(day, 9 + slot * 8, (patientIndex * 7) % 60) : null,
          difficulty: status === 'done' ? (['easy', 'moderate', 'hard'] as const)[taskIndex % 3] : null,
          pain: null,
          feedback: null,
          comments: null,
          result: null,
          lessonNumber: booking?.lessonNumber ?? null,
          exercise: booking ? { id: uuid(7, bookings.indexOf(booking)), name: booking.exercise } : null,
          doneOnBehalf: false,
          patient: patientOf(patient),
        });
      }),
    ),
  );
}

/** The physio's own calendar: a team meeting each weekday morning, and visits with patients through the week. */
export function calendarEntries(withPatients: PatientListItem[]): CalendarEntry[] {
  const meetings = Array.from({ length: 14 }, (_, index) => index - 7)
    .filter((day) => ![0, 6].includes(new Date(storyTime(day, 8)).getDay()))
    .map((day) => ({
      id: uuid(8, 100 + day),
      type: 'appointment',
      title: 'Teammöte',
      startsAt: storyTime(day, 8),
      endsAt: storyTime(day, 8, 30),
      patient: null,
      videoUrl: null,
    }));
  const kinds = [
    { type: 'appointment', title: 'Återbesök' },
    { type: 'questionary', title: 'Genomgång av formulär' },
    { type: 'lesson', title: 'Teorigenomgång' },
  ] as const;
  const visits = withPatients.map((patient, index) => {
    const kind = kinds[index % kinds.length] ?? kinds[0];
    const day = (index % 7) - 2;
    const hour = 9 + ((index * 2) % 7);
    return { id: uuid(8, 200 + index), ...kind, startsAt: storyTime(day, hour), endsAt: storyTime(day, hour, 45), patient: patientOf(patient), videoUrl: null };
  });
  return [...meetings, ...visits]
    .map((entry) => calendarEntry.parse(entry))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.endsAt.localeCompare(b.endsAt));
}

export const dashboardCounts = dashboardResponse.parse({ newUsers: 6, newMessages: 2, followUp: 9, startupCalls: 3 });

/** The bell: a new message, feedback, and a failure the physio mends, the newest three unread. */
export function notifications(withPatients: PatientListItem[]) {
  const name = (patient: PatientListItem | undefined) => (patient ? `${patient.firstName} ${patient.lastName}` : '');
  const [first, second, third] = withPatients;
  const items = [
    { type: 'NewMessage', name: 'Nytt meddelande', description: name(first), code: 'new-message', params: { patientId: first?.id ?? '' } },
    {
      type: 'ErrorMessage',
      name: 'Formulärsvar sparades inte',
      description: `Svaren som ${name(second)} skickade på ett formulär kunde inte sparas. Be patienten fylla i formuläret igen.`,
      code: 'questionnaire-answers-not-saved',
      params: {
        failure: 'questionnaire-answers-not-saved',
        action: 'ask-to-answer-again',
        patientId: second?.id ?? '',
        patientName: name(second),
      },
    },
    {
      type: 'ActivityFeedback',
      name: 'Ny feedback på aktivitet',
      description: name(third),
      code: 'activity-feedback',
      params: { patientId: third?.id ?? '' },
    },
    { type: 'NewMessage', name: 'Nytt meddelande', description: name(third), code: 'new-message', params: { patientId: third?.id ?? '' } },
  ].map((item, index) => {
    const at = minutesBefore(20 + index * 200);
    return { id: uuid(9, index), ...item, isRead: index > 2, created: at, updated: at };
  });
  return notificationListResponse.parse({ items, total: items.length, unread: 3, nextCursor: null });
}

/** Who needs attention: one for each reason, the most recent first, the last two with two reasons each. */
export function attentionList(withPatients: PatientListItem[]) {
  const who = (index: number) => {
    const patient = withPatients[index];
    return { id: patient?.id ?? uuid(3, index), firstName: patient?.firstName ?? '', lastName: patient?.lastName ?? '' };
  };
  const hoursAgo = (hours: number) => minutesBefore(hours * 60);
  const items = [
    { patient: who(0), reasons: [{ kind: 'pain', since: hoursAgo(2), pain: 8, exerciseName: 'Knäböj' }] },
    { patient: who(1), reasons: [{ kind: 'hard-feedback', since: hoursAgo(20), exerciseName: 'Utfallssteg' }] },
    { patient: who(2), reasons: [{ kind: 'pain-rise', since: hoursAgo(30), pain: 6, previous: 2, exerciseName: 'Höftlyft' }] },
    { patient: who(3), reasons: [{ kind: 'inactive', since: hoursAgo(24 * 4), days: 4 }] },
    {
      patient: who(4),
      reasons: [
        { kind: 'low-adherence', since: hoursAgo(24 * 6), share: 0.35 },
        { kind: 'inactive', since: hoursAgo(24 * 5), days: 5 },
      ],
    },
    {
      patient: who(5),
      reasons: [
        { kind: 'hard-feedback', since: hoursAgo(24 * 8), exerciseName: 'Armhävning mot vägg' },
        { kind: 'pain', since: hoursAgo(24 * 8), pain: 7, exerciseName: 'Armhävning mot vägg' },
      ],
    },
  ].map((item) => ({ ...item, since: item.reasons.map((reason) => reason.since).sort()[0] }));
  return attentionResponse.parse({ items, total: items.length });
}
