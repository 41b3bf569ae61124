import { chatListResponse, socketPath, type ChatMessage, type MessageNewEvent, type Notification, type PatientDeleteEvent } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats } from '../db/chat-schema';
import { users } from '../db/schema';
import { demoPatientPassword } from '../db/seed-chats';
import { removePatient } from '../modules/chats/service';
import { bearer, multipartBody, startTestServer, type TestServer } from '../testing';
import { connectInbox } from './inbox-client';

/** Resolves with the first event `name` a socket gets, or fails after `ms`. */
function nextEvent<T>(socket: { once(event: string, listener: (payload: T) => void): unknown }, name: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('real-time events over socket.io', () => {
  let server: TestServer;
  let url: string;
  let physio: string;
  let patient: string;
  let patientId: string;
  let chatId: string;
  const closers: (() => void)[] = [];
  const connect = (token: string) => {
    const socket = io(url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
    closers.push(() => socket.disconnect());
    return socket;
  };
  const post = (token: string, text: string) => {
    const { payload, headers } = multipartBody({ text });
    return server.app.inject({ method: 'POST', url: `/chats/${chatId}/messages`, payload, headers: { ...headers, ...bearer(token) } });
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 8, weeks: 1 } });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    physio = await server.signIn();
    const list = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(physio) })).json());
    chatId = list[0]?.id ?? '';
    patientId = list[0]?.patient.id ?? '';
    const [row] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, patientId));
    const signIn = await server.app.inject({ method: 'POST', url: '/patient-app/sign-in', payload: { email: row?.email, password: demoPatientPassword } });
    patient = signIn.json<{ access_token: string }>().access_token;
  });
  afterAll(async () => {
    for (const close of closers) close();
    await server.close();
  });

  it('refuses a handshake without, with a bad, or with a revoked token', async () => {
    for (const token of ['', 'nonsense', `${physio}x`]) {
      const error = await nextEvent<Error>(connect(token), 'connect_error');
      expect(error.message).toBe('Unauthorized');
    }
    const revoked = await server.signIn();
    await server.app.inject({ method: 'POST', url: '/users/sign-out', headers: bearer(revoked) });
    expect((await nextEvent<Error>(connect(revoked), 'connect_error')).message).toBe('Unauthorized');
  });

  it('closes the sockets of a token at its sign-out, and only those', async () => {
    const leaving = await server.signIn();
    const leavingSocket = connect(leaving);
    const staying = connect(physio);
    await Promise.all([nextEvent(leavingSocket, 'connect'), nextEvent(staying, 'connect')]);
    const closed = nextEvent<string>(leavingSocket, 'disconnect');
    await server.app.inject({ method: 'POST', url: '/users/sign-out', headers: bearer(leaving) });
    expect(await closed).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
  });

  it('sends message:new to both sides, with the chat, only after the message is stored', async () => {
    const physioSocket = connect(physio);
    const patientSocket = connect(patient);
    await Promise.all([nextEvent(physioSocket, 'connect'), nextEvent(patientSocket, 'connect')]);
    let storedAtEmit = false;
    const physioGot = new Promise<MessageNewEvent>((resolve) => {
      physioSocket.once('message:new', (event: MessageNewEvent) => {
        void server.database.db
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(eq(chatMessages.id, event.message.id))
          .then((rows) => {
            storedAtEmit = rows.length === 1;
            resolve(event);
          });
      });
    });
    const patientGot = nextEvent<MessageNewEvent>(patientSocket, 'message:new');
    const notified = nextEvent<Notification>(physioSocket, 'notification:new');
    const response = await post(patient, 'Hej från patienten');
    expect(response.statusCode).toBe(201);
    const [forPhysio, forPatient, notification] = await Promise.all([physioGot, patientGot, notified]);
    expect(storedAtEmit).toBe(true);
    expect(forPhysio.message).toMatchObject({ id: response.json().id, chatId, text: 'Hej från patienten' });
    expect(forPhysio.chat).toMatchObject({ id: chatId, lastMessage: { id: response.json().id } });
    expect(forPhysio.chat.unreadCount).toBeGreaterThan(0);
    expect(forPatient.chat.unreadCount).toBe(0);
    expect(notification).toMatchObject({ type: 'NewMessage', params: { chatId } });
  });

  it('sends chats:new to both when a chat is opened', async () => {
    const maria = await server.signIn('maria.ek@demo.se');
    const mariaSocket = connect(maria);
    await nextEvent(mariaSocket, 'connect');
    const other = server.summary.organizations[0]?.patientIds.find((id) => id !== patientId) ?? '';
    const got = nextEvent<{ id: string; patient: { id: string } }>(mariaSocket, 'chats:new');
    const opened = await server.app.inject({ method: 'POST', url: '/chats', headers: bearer(maria), payload: { patientId: other } });
    expect(opened.statusCode).toBe(201);
    expect((await got).patient.id).toBe(other);
  });

  it('gives a client that comes back every message it missed, once each, in order', async () => {
    const received: ChatMessage[] = [];
    const inbox = connectInbox(url, physio, { websocketOnly: true, onMessage: (message) => received.push(message) });
    closers.push(inbox.close);
    await inbox.connected();
    await until(() => inbox.state.resyncs === 1);
    const before = received.length;
    const first = await post(patient, 'medan du var här');
    await until(() => received.some((m) => m.id === first.json().id));
    inbox.socket.disconnect();
    const missed: string[] = [];
    for (let i = 0; i < 5; i += 1) missed.push((await post(patient, `missat ${i}`)).json<{ id: string }>().id);
    inbox.socket.connect();
    await until(() => missed.every((id) => received.some((m) => m.id === id)));
    const ids = received.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    const seqs = received.slice(before).map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(received.slice(-5).map((m) => m.text)).toEqual(['missat 0', 'missat 1', 'missat 2', 'missat 3', 'missat 4']);
  });

  it('answers a plain echo, and refuses a bad resync request', async () => {
    const socket = connect(physio);
    await nextEvent(socket, 'connect');
    expect(await socket.timeout(2000).emitWithAck('echo', 42)).toBe(42);
    expect(await socket.timeout(2000).emitWithAck('messages:resync', { afterSeq: -1 })).toEqual({ error: 'afterSeq is invalid' });
  });

  it('tells the physios with patient:delete when a patient leaves their care', async () => {
    const socket = connect(physio);
    await nextEvent(socket, 'connect');
    const got = nextEvent<PatientDeleteEvent>(socket, 'patient:delete');
    const { chatIds } = await removePatient(server.database.db, { realtime: server.app.realtime }, patientId);
    expect(await got).toEqual({ patientId, chatIds });
    expect(chatIds).toContain(chatId);
    const list = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(physio) })).json());
    expect(list.map((c) => c.id)).not.toContain(chatId);
    const rows = await server.database.db.select({ id: chats.id }).from(chats).where(eq(chats.patientId, patientId));
    expect(rows.length).toBeGreaterThan(0);
  });
});
