import { todoResponse, calendarEntriesResponse, draftListResponse, type AttentionResponse, type CalendarEntry, type PatientListItem, type TodoItem } from '@rehab/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { toIsoDate } from '@rehab/contract/dates';
import { attentionList, calendarEntries, dashboardCounts, notifications, todoTasks } from './dayFixtures';
import { answer, clinic, pageOf, type ScreenState } from './handlers';

/** GET /specialists/dashboard: the home page's four counts. */
export const dashboardHandler = (state: ScreenState = 'loaded'): RequestHandler =>
  http.get('/specialists/dashboard', () => answer(state, () => dashboardCounts));

/** GET /specialists/medical-notes/drafts: the physio's unsigned notes, on two of `withPatients`. */
export function draftsHandler(withPatients: PatientListItem[], state: ScreenState = 'loaded'): RequestHandler {
  const drafts = withPatients.slice(0, 2).map((patient, index) => ({
    id: `0d7a1e5c-0000-4000-8000-00000000000${index + 1}`,
    title: index === 0 ? 'Besöksanteckning' : 'Uppföljning',
    updatedAt: `2026-11-18T${index === 0 ? '09:40' : '15:05'}:00.000Z`,
    patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
  }));
  return http.get('/specialists/medical-notes/drafts', () => answer(state, () => draftListResponse.parse(drafts)));
}

/**
 * GET /specialists/attention over `list`, and POST .../attention/handled taking a patient off it as the server does;
 * `handled: 'error'` refuses that as a failing server would.
 */
export function attentionHandlers(
  list: AttentionResponse,
  { state = 'loaded', handled = 'loaded' }: { state?: ScreenState; handled?: ScreenState } = {},
): RequestHandler[] {
  let items = list.items;
  return [
    http.get('/specialists/attention', () => answer(state, () => ({ items, total: items.length }))),
    http.post('/patients/list/:userId/attention/handled', async ({ params }) => {
      if (handled !== 'loaded') return answer(handled, () => ({}));
      items = items.filter((item) => item.patient.id !== params.userId);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** GET /specialists/patients/todo over `all`: one day's tasks, of a type and a status when asked, a page at a time. */
export function todoHandler(all: TodoItem[], state: ScreenState = 'loaded'): RequestHandler {
  return http.get('/specialists/patients/todo', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const found = all.filter(
      (task) =>
        task.bookedDate === query.get('date') &&
        (!query.get('type') || task.type === query.get('type')) &&
        (!query.get('status') || task.status === query.get('status')),
    );
    return answer(state, () => todoResponse.parse(pageOf(found, query)));
  });
}

/** GET /specialists/calendar-entries/list over `all`: the entries starting from `from` to `to`, a page at a time. */
export function calendarEntriesHandler(all: CalendarEntry[], state: ScreenState = 'loaded'): RequestHandler {
  return http.get('/specialists/calendar-entries/list', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const from = query.get('from') ?? '0000-00-00';
    const to = query.get('to') ?? '9999-99-99';
    const found = all.filter((entry) => {
      const day = toIsoDate(new Date(entry.startsAt));
      return day >= from && day <= to;
    });
    return answer(state, () => calendarEntriesResponse.parse(pageOf(found, query)));
  });
}

/**
 * One patient of each family name, each with another first name: the clinic's list is by name, so its first twelve
 * would all be Anderssons, and the first of each family all Anders.
 */
const spread = clinic.patients.filter((_, index) => index % 10 === Math.floor(index / 10) % 10);

/** The clinic's days: tasks of twelve patients, the physio's calendar with eight of them, the bell. */
export const clinicDays = {
  tasks: todoTasks(spread),
  entries: calendarEntries(spread.slice(0, 8)),
  notifications: notifications(spread.slice(0, 3)),
  attention: attentionList(spread.slice(2, 8)),
};
