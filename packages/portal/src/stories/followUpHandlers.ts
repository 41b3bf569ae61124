import { followUp, followUpsResponse, type FollowUp, type PatientListItem } from '@rehab/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { minutesBefore, physio, uuid } from './fixtures';
import { answer, type ScreenState } from './handlers';

/** The story's day (storyNow) and the days around it. */
const today = '2026-11-18';
const colleague = { id: uuid(2, 3), firstName: 'Erik', lastName: 'Holm' };
const me = { id: physio.id, firstName: physio.firstName, lastName: physio.lastName };

/** A physio's work list: what the rules raised, what they added themselves, one snoozed and one done. */
export function followUpList(withPatients: PatientListItem[]): FollowUp[] {
  const who = (index: number) => {
    const patient = withPatients[index];
    return { id: patient?.id ?? uuid(3, index), firstName: patient?.firstName ?? '', lastName: patient?.lastName ?? '' };
  };
  const base = { origin: 'rule' as const, reasons: [], note: null, snoozedUntil: null, status: 'open' as const, assignee: me, createdBy: null, doneAt: null, doneBy: null };
  return [
    { ...base, id: uuid(9, 1), patient: who(0), kind: 'contact-patient', reasons: ['pain', 'hard-feedback'], dueDate: today, createdAt: minutesBefore(120) },
    { ...base, id: uuid(9, 2), patient: who(3), kind: 'contact-patient', reasons: ['inactive'], dueDate: '2026-11-16', createdAt: minutesBefore(60 * 50) },
    { ...base, id: uuid(9, 3), patient: who(1), kind: 'sign-note', dueDate: '2026-11-17', createdAt: minutesBefore(60 * 26) },
    {
      ...base,
      id: uuid(9, 4),
      patient: who(2),
      kind: 'review-program',
      origin: 'physio',
      note: 'Höj nivån på knäböj om knät tål veckans pass.',
      dueDate: '2026-11-20',
      createdBy: me,
      createdAt: minutesBefore(60 * 24 * 3),
    },
    { ...base, id: uuid(9, 5), patient: who(4), kind: 'contact-patient', reasons: ['low-adherence'], dueDate: '2026-11-17', snoozedUntil: '2026-11-23', createdAt: minutesBefore(60 * 30) },
    {
      ...base,
      id: uuid(9, 6),
      patient: who(5),
      kind: 'contact-patient',
      reasons: ['pain-rise'],
      dueDate: '2026-11-17',
      status: 'done',
      doneAt: minutesBefore(60 * 20),
      doneBy: me,
      createdAt: minutesBefore(60 * 28),
    },
  ].map((each) => followUp.parse(each));
}

const inView = (item: FollowUp, view: string) =>
  view === 'done' ? item.status === 'done' : view === 'snoozed' ? item.status === 'open' && (item.snoozedUntil ?? '') > today : item.status === 'open' && !((item.snoozedUntil ?? '') > today);

/** GET /specialists/follow-ups over `all`, and the done, snooze and hand-over calls changing it as the server does. */
export function followUpHandlers(all: FollowUp[], state: ScreenState = 'loaded'): RequestHandler[] {
  let items = all;
  const change = (id: unknown, changes: Partial<FollowUp>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...changes } : item));
    return HttpResponse.json(items.find((item) => item.id === id));
  };
  return [
    http.get('/specialists/follow-ups', ({ request }) => {
      const view = new URL(request.url).searchParams.get('view') ?? 'open';
      const mine = items.filter((item) => item.assignee.id === me.id);
      return answer(state, () =>
        followUpsResponse.parse({
          items: mine.filter((item) => inView(item, view)),
          counts: {
            open: mine.filter((item) => inView(item, 'open')).length,
            due: mine.filter((item) => inView(item, 'open') && item.dueDate <= today).length,
            snoozed: mine.filter((item) => inView(item, 'snoozed')).length,
            done: mine.filter((item) => inView(item, 'done')).length,
          },
        }),
      );
    }),
    http.get('/patients/list/:userId/colleagues', () => HttpResponse.json({ items: [me, colleague] })),
    http.post('/patients/list/:userId/follow-ups/:id/done', ({ params }) => change(params.id, { status: 'done', doneAt: new Date().toISOString(), doneBy: me })),
    http.post('/patients/list/:userId/follow-ups/:id/snooze', async ({ params, request }) => change(params.id, { snoozedUntil: ((await request.json()) as { until: string }).until })),
    http.post('/patients/list/:userId/follow-ups/:id/hand-over', async ({ params, request }) => {
      const { assigneeId } = (await request.json()) as { assigneeId: string };
      return change(params.id, { assignee: assigneeId === colleague.id ? colleague : me });
    }),
  ];
}
