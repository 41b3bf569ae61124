import {
  patientListResponse,
  type Chat,
  type ChatMessage,
  type NotificationListResponse,
  type PatientListItem,
  type ProfileResponse,
} from '@rehab/contract';
import { delay, http, HttpResponse, ws, type AnyHandler, type JsonBodyType, type RequestHandler } from 'msw';
import { chats, noNotifications, patients, physio } from './fixtures';

/** The app's socket.io WebSocket, whatever the Storybook's host. */
const socketIo = ws.link('ws://*/socket.io/*');

/** What a story's screen is in: loaded, still loading, or refused by the server. */
export type ScreenState = 'loaded' | 'loading' | 'error';

/** An answer in docs/rules/errors.md's shape, as the server gives when something fails. */
const serverError = () =>
  HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }, { status: 500 });

/** Answers a call as the state says: its data, never (a skeleton stays), or a server error. */
export async function answer(state: ScreenState, body: () => JsonBodyType) {
  if (state === 'loading') await delay('infinite');
  if (state === 'error') return serverError();
  return HttpResponse.json(body());
}

/** A page of `all` as the server pages a list, the cursor being an offset. */
export function pageOf<Item>(all: Item[], query: URLSearchParams) {
  const offset = Number(query.get('cursor') ?? 0);
  const limit = Number(query.get('limit') ?? 50);
  const nextCursor = offset + limit < all.length ? String(offset + limit) : null;
  return { items: all.slice(offset, offset + limit), total: all.length, nextCursor };
}

/** The frame's own calls: who is signed in (a physio unless said), the Inbox's unread count, the bell. */
export function frameHandlers(
  chatList: Chat[] = [],
  { profile = physio, notifications = noNotifications }: { profile?: ProfileResponse; notifications?: NotificationListResponse } = {},
): AnyHandler[] {
  return [
    http.get('/specialists/profile', () => HttpResponse.json(profile)),
    http.get('/chats', () => HttpResponse.json(chatList)),
    http.get('/specialists/notifications/all', () => HttpResponse.json(notifications)),
    // No live events in a story: the socket's WebSocket is closed and its long-polling refused; it keeps trying quietly.
    socketIo.addEventListener('connection', ({ client }) => client.close()),
    http.all('/socket.io/*', () => HttpResponse.error()),
  ];
}

/** GET /specialists/patients/list over `all`, searched, filtered and paged as the server does (an offset for a cursor). */
export function patientListHandler(all: PatientListItem[], state: ScreenState = 'loaded'): RequestHandler {
  return http.get('/specialists/patients/list', async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const search = query.get('search')?.toLocaleLowerCase('sv') ?? '';
    const status = query.get('status');
    const attention = query.get('attention');
    const found = all.filter(
      (patient) =>
        (!search || `${patient.firstName} ${patient.lastName} ${patient.email}`.toLocaleLowerCase('sv').includes(search)) &&
        (!status || patient.status === status) &&
        (!attention || patient.needsAttention === (attention === 'needed')),
    );
    return answer(state, () => patientListResponse.parse(pageOf(found, query)));
  });
}

/** The Inbox: the chat list and each chat's messages; opening a chat marks it read. */
export function chatHandlers(list: Chat[], threads: Map<string, ChatMessage[]>, state: ScreenState = 'loaded'): RequestHandler[] {
  return [
    http.get('/chats', () => answer(state, () => list)),
    http.get('/chats/:id/messages', ({ params }) =>
      answer(state, () => ({ messages: threads.get(String(params.id)) ?? [], nextCursor: null })),
    ),
    http.post('/chats/:id/read', () => HttpResponse.json({ read: 0 })),
  ];
}

/** A clinic as most stories show it: 120 patients, chats with the first four. */
export const clinic = (() => {
  const all = patients(120);
  return { patients: all, ...chats(all.slice(0, 4)) };
})();
