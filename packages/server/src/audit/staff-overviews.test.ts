import { chatListResponse, notificationListResponse, resyncResponse, socketPath } from '@rehab/contract';
import { and, eq, gt, max } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { bearer, startTestServer, type TestServer } from '../testing';

/** The overviews staff open every day carry patients' health data, so each writes one access-log row per patient shown. */
describe('the access log of the staff overviews', () => {
  let server: TestServer;
  let token: string;
  let physioId: string;
  /** The log's last row before the case: the log is append-only, TRUNCATE included, so a case reads only what came after. */
  let before = 0;

  const rowsOf = (action: string) =>
    server.database.db
      .select({ patientId: auditLog.patientId, method: auditLog.method, path: auditLog.path })
      .from(auditLog)
      .where(and(gt(auditLog.id, before), eq(auditLog.actorId, physioId), eq(auditLog.action, action)));

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    token = await server.signIn();
    physioId = server.summary.physios[0]?.id ?? '';
  });
  beforeEach(async () => {
    const [last] = await server.database.db.select({ id: max(auditLog.id) }).from(auditLog);
    before = last?.id ?? 0;
  });
  afterAll(() => server.close());

  it('writes one row per patient of the chat list', async () => {
    const list = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(token) })).json());
    expect(list.length).toBeGreaterThan(0);
    const rows = await rowsOf('read:chat-list');
    expect(rows.map((row) => row.patientId).sort()).toEqual([...new Set(list.map((chat) => chat.patient.id))].sort());
    expect(rows[0]).toMatchObject({ method: 'GET', path: '/chats' });
  });

  it('writes no row when a patient reads their own chat list', async () => {
    const patient = await server.signInPatient();
    expect((await server.app.inject({ url: '/chats', headers: bearer(patient) })).statusCode).toBe(200);
    expect(await server.database.db.select().from(auditLog).where(gt(auditLog.id, before))).toEqual([]);
  });

  it('writes one row per patient the notification list names', async () => {
    const page = notificationListResponse.parse((await server.app.inject({ url: '/specialists/notifications/all?limit=100', headers: bearer(token) })).json());
    const named = [...new Set(page.items.map((each) => each.params.patientId))];
    expect(named.length).toBeGreaterThan(0);
    expect((await rowsOf('read:notifications')).map((row) => row.patientId).sort()).toEqual(named.sort());
  });

  it('writes one row per patient whose messages a socket resync carries', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = io(url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
    try {
      const answer = resyncResponse.parse(await socket.timeout(10_000).emitWithAck('messages:resync', { afterSeq: 0 }));
      expect(answer.messages.length).toBeGreaterThan(0);
      const list = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(token) })).json());
      const patientOfChat = new Map(list.map((chat) => [chat.id, chat.patient.id]));
      const carried = [...new Set(answer.messages.map((message) => patientOfChat.get(message.chatId)))];
      const rows = await rowsOf('read:chat-messages');
      expect(rows.map((row) => row.patientId).sort()).toEqual(carried.sort());
      expect(rows[0]).toMatchObject({ method: 'SOCKET', path: 'messages:resync' });
    } finally {
      socket.disconnect();
    }
  });
});
