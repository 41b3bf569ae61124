import { chat as chatSchema, chatListResponse, notificationListResponse, socketPath, type Notification } from '@rehab/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises, notifications, programs } from '../db/schema';
import { demoAdmins } from '../db/seed';
import { bearer, multipartBody, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../testing';

/** What one user's socket received. */
type Received = { messages: { chatId: string; text: string | null }[]; notifications: Notification[]; socket: Socket };

/*
 * Every event, notification and chat partner is decided by the care relationship when it is sent: a physio
 * removed from an organization (DELETE /organizations/{id}/physios/{physioId}) gets nothing more of its
 * patients, though he made the patient's program and talked with them before.
 */
describe('a physio removed from an organization', () => {
  let server: TestServer;
  let url: string;
  const sockets: Socket[] = [];

  async function listen(token: string): Promise<Received> {
    const socket = io(url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const received: Received = { messages: [], notifications: [], socket };
    socket.on('message:new', ({ message }) => received.messages.push({ chatId: message.chatId, text: message.text }));
    socket.on('notification:new', (notification) => received.notifications.push(notification));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return received;
  }

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  it('gets no message, no notification and no chat of its patients, live or listed; the physios left do', async () => {
    const south = seededOrganization(server.summary, 0).id;
    const patientId = present(seededOrganization(server.summary, 0).patientIds[0]);
    const erikId = seededStaff(server.summary, 'erik.holm@demo.se').id;
    // Erik made the patient's program, so he was the one the patient talked to.
    await server.database.db.update(programs).set({ createdBy: erikId }).where(eq(programs.patientId, patientId));
    const erikToken = await server.signIn('erik.holm@demo.se');
    const erik = await listen(erikToken);
    const admin = await server.signIn(demoAdmins.organization);
    const patient = await server.signInPatient(patientId);

    const start = new Date();
    const removed = await server.app.inject({ method: 'DELETE', url: `/organizations/${south}/physios/${erikId}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);

    // The patient writes as the app does: the chat with their physio, a message, and feedback on an exercise.
    const opened = await server.app.inject({ method: 'POST', url: '/chats', headers: bearer(patient), payload: {} });
    const chat = chatSchema.parse(opened.json());
    const { payload, headers } = multipartBody({ text: 'Ont i knät efter passet' });
    const sent = await server.app.inject({ method: 'POST', url: `/chats/${chat.id}/messages`, payload, headers: { ...headers, ...bearer(patient) } });
    expect(sent.statusCode).toBe(201);
    const [exercise] = await server.database.db.select({ id: exercises.id }).from(exercises).limit(1);
    const feedback = await server.app.inject({ method: 'POST', url: '/patient-app/feedback', headers: bearer(patient), payload: { exerciseId: present(exercise).id, feedback: 'hard' } });
    expect(feedback.statusCode).toBe(201);

    // Erik hears nothing. One socket delivers in order, so an echo answered after the sends means everything
    // sent to him before has arrived.
    const aboutPatient = (received: Received) => received.notifications.filter((each) => each.params.patientId === patientId);
    await erik.socket.timeout(5_000).emitWithAck('echo', 'settled');
    expect(erik.messages).toEqual([]);
    expect(aboutPatient(erik)).toEqual([]);

    const list = notificationListResponse.parse((await server.app.inject({ url: '/specialists/notifications/all?limit=100', headers: bearer(erikToken) })).json());
    expect(list.items.filter((each) => each.params.patientId === patientId)).toEqual([]);
    const chats = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(erikToken) })).json());
    expect(chats.filter((each) => each.patient.id === patientId)).toEqual([]);
    // The patient's chat partner is someone who still works there.
    expect(chat.physio.id).not.toBe(erikId);
    const patientChats = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(patient) })).json());
    expect(patientChats.map((each) => each.physio.id)).not.toContain(erikId);
    // Someone answers: the physios who have the patient in care now got both notifications.
    const told = await server.database.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(and(sql`${notifications.params}->>'patientId' = ${patientId}`, gt(notifications.createdAt, start)));
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(told.map((row) => row.userId)).not.toContain(erikId);
    expect(new Set(told.map((row) => row.type))).toEqual(new Set(['NewMessage', 'ActivityFeedback']));
  });
});
