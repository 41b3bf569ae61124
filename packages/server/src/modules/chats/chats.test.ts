import {
  apiErrorBody,
  chat as chatSchema,
  chatListResponse,
  chatMessage,
  chatMessagesResponse,
  notificationListResponse,
  patientFeedbackResponse,
} from '@rehab/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats } from '../../db/chat-schema';
import { exercises, programs, users } from '../../db/schema';
import { demoPatientPassword, demoProgramPdf } from '../../db/seed-chats';
import { bearer, multipartBody, present, startTestServer, type TestServer } from '../../testing';
import { chatFilesDir } from './storage';

/** A real 1×1 PNG: content checks read more than the first bytes. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('chats and notifications', () => {
  let server: TestServer;
  let physio: string;
  let chatId: string;
  let patientEmail: string;
  let patientToken: string;
  const get = (url: string, token = physio) => server.app.inject({ url, headers: bearer(token) });
  const send = (id: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1], token = physio) => {
    const { payload, headers } = multipartBody(fields, file);
    return server.app.inject({ method: 'POST', url: `/chats/${id}/messages`, payload, headers: { ...headers, ...bearer(token) } });
  };
  const storedFiles = () => (existsSync(chatFilesDir(server.dataDir)) ? readdirSync(chatFilesDir(server.dataDir), { recursive: true }).map(String) : []);

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 8, weeks: 2 }, appOptions: { uploadMaxBytes: 64 * 1024 } });
    physio = await server.signIn();
    const list = chatListResponse.parse((await get('/chats')).json());
    chatId = list[0]?.id ?? '';
    const [row] = await server.database.db.select({ email: users.email }).from(chats).innerJoin(users, eq(users.id, chats.patientId)).where(eq(chats.id, chatId));
    patientEmail = row?.email ?? '';
    const signIn = await server.app.inject({ method: 'POST', url: '/patient-app/sign-in', payload: { email: patientEmail, password: demoPatientPassword } });
    patientToken = signIn.json<{ access_token: string }>().access_token;
  });
  afterAll(() => server.close());

  it('lists the seeded chats with patient, last message and unread count, newest first', async () => {
    const list = chatListResponse.parse((await get('/chats')).json());
    expect(list.length).toBeGreaterThanOrEqual(2);
    const times = list.map((c) => c.lastMessage?.created ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.some((c) => c.unreadCount > 0)).toBe(true);
    expect(list[0]?.patient.role).toBe('patient');
  });

  it('pages messages newest first by a keyset cursor, as the other lists', async () => {
    const first = chatMessagesResponse.parse((await get(`/chats/${chatId}/messages?limit=2`)).json());
    expect(first.messages).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = chatMessagesResponse.parse((await get(`/chats/${chatId}/messages?limit=100&cursor=${first.nextCursor}`)).json());
    expect(second.messages[0]?.seq).toBeLessThan(first.messages[1]?.seq ?? 0);
    const all = [...first.messages, ...second.messages];
    expect(all.map((m) => m.seq)).toEqual([...all.map((m) => m.seq)].sort((a, b) => b - a));
    expect(second.nextCursor).toBeNull();
    expect(all.some((m) => m.kind === 'file')).toBe(true);
    // A cursor of another list, a made-up one and the old way of paging are all the caller's mistake.
    const otherList = Buffer.from(JSON.stringify(['patients:name:asc', 'Berg', randomUUID()])).toString('base64url');
    expect((await get(`/chats/${chatId}/messages?cursor=${otherList}`)).statusCode).toBe(400);
    expect((await get(`/chats/${chatId}/messages?cursor=bm90LWEtY3Vyc29y`)).statusCode).toBe(400);
    expect((await get(`/chats/${chatId}/messages?before=${randomUUID()}`)).statusCode).toBe(400);
    expect((await get(`/chats/${chatId}/messages?limit=1000`)).statusCode).toBe(400);
  });

  it('pages apart messages written at the same instant, and tells a bad cursor in the error shape', async () => {
    // Another chat than the one the other tests read, so its counts stay as seeded.
    const other = chatListResponse.parse((await get('/chats')).json()).find((each) => each.id !== chatId);
    const [row] = await server.database.db.select({ physioId: chats.physioId }).from(chats).where(eq(chats.id, other?.id ?? ''));
    const at = new Date('2026-11-30T10:00:00.000Z');
    const written = await server.database.db
      .insert(chatMessages)
      .values(Array.from({ length: 5 }, (_, index) => ({ chatId: other?.id ?? '', senderId: row?.physioId ?? '', kind: 'text' as const, text: `same instant ${index}`, createdAt: at })))
      .returning({ id: chatMessages.id });
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const url: string = `/chats/${other?.id}/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = chatMessagesResponse.parse((await get(url)).json());
      seen.push(...page.messages.map((message) => message.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => written.some((each) => each.id === id))).toEqual(written.map((each) => each.id).reverse());

    const otherList = Buffer.from(JSON.stringify(['patients:name:asc', 'Berg', randomUUID()])).toString('base64url');
    const refused = await get(`/chats/${other?.id}/messages?cursor=${otherList}`);
    expect(refused.statusCode).toBe(400);
    expect(apiErrorBody.parse(refused.json())).toEqual({
      message: 'cursor is invalid',
      statusCode: 400,
      errors: [{ property: 'cursor', constraints: { invalid: 'cursor is invalid' }, rule: 'invalid' }],
    });
  });

  it('serves a seeded file only to the people in the chat', async () => {
    const page = chatMessagesResponse.parse((await get(`/chats/${chatId}/messages?limit=100`)).json());
    const url = page.messages.find((m) => m.file)?.file?.url ?? '';
    const download = await get(url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(demoProgramPdf)).toBe(true);
    expect((await server.app.inject({ url })).statusCode).toBe(401);
    const other = await server.signIn('maria.ek@demo.se');
    expect((await get(url, other)).statusCode).toBe(404);
  });

  it('marks the unread messages read', async () => {
    const read = await server.app.inject({ method: 'POST', url: `/chats/${chatId}/read`, headers: bearer(physio) });
    expect(read.statusCode).toBe(200);
    const list = chatListResponse.parse((await get('/chats')).json());
    expect(list.find((c) => c.id === chatId)?.unreadCount).toBe(0);
    const again = await server.app.inject({ method: 'POST', url: `/chats/${chatId}/read`, headers: bearer(physio) });
    expect(again.json()).toEqual({ read: 0 });
    expect((await server.app.inject({ method: 'POST', url: `/chats/${chatId}/read`, headers: bearer(physio), payload: { all: true } })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: `/chats/${chatId}/read?all=1`, headers: bearer(physio) })).statusCode).toBe(400);
    expect((await get('/chats?sort=name')).statusCode).toBe(400);
  });

  it('sends a text, and a retried send with the same clientMessageId lands once', async () => {
    const clientMessageId = randomUUID();
    const first = await send(chatId, { text: 'Hur känns knät idag?', clientMessageId });
    expect(first.statusCode).toBe(201);
    const message = chatMessage.parse(first.json());
    expect(message).toMatchObject({ chatId, kind: 'text', text: 'Hur känns knät idag?', file: null });
    const retry = await send(chatId, { text: 'Hur känns knät idag?', clientMessageId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(message.id);
    const list = chatListResponse.parse((await get('/chats')).json());
    expect(list[0]?.id).toBe(chatId);
    expect(list[0]?.lastMessage?.id).toBe(message.id);
  });

  it('refuses a clientMessageId already used in another chat, and keeps the new message from being lost silently', async () => {
    const list = chatListResponse.parse((await get('/chats')).json());
    const otherChatId = present(list.find((each) => each.id !== chatId), 'a second chat').id;
    const clientMessageId = randomUUID();
    expect((await send(chatId, { text: 'Till den första', clientMessageId })).statusCode).toBe(201);
    const elsewhere = await send(otherChatId, { text: 'Till den andra', clientMessageId });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().errors).toEqual([
      { property: 'clientMessageId', constraints: { unique: 'clientMessageId was used in another chat' }, rule: 'taken' },
    ]);
    const other = chatMessagesResponse.parse((await get(`/chats/${otherChatId}/messages`)).json());
    expect(other.messages.some((message) => message.text === 'Till den första')).toBe(false);
  });

  it('sends a file, checked by its content, and downloads it again', async () => {
    const response = await send(chatId, { text: 'Bild på övningen' }, { field: 'file', name: 'övning.png', type: 'application/octet-stream', content: png });
    expect(response.statusCode).toBe(201);
    const message = chatMessage.parse(response.json());
    expect(message.file).toMatchObject({ name: 'övning.png', contentType: 'image/png', size: png.length });
    const download = await get(message.file?.url ?? '');
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-disposition']).toContain("UTF-8''%C3%B6vning.png");
  });

  it('refuses a wrong type, an oversize file, a cut-off body and a path for a name, leaving no file behind', async () => {
    const before = storedFiles();
    const script = await send(chatId, {}, { field: 'file', name: 'notes.pdf', type: 'application/pdf', content: Buffer.from('<script>alert(1)</script>') });
    expect(script.statusCode).toBe(415);
    expect(apiErrorBody.parse(script.json()).errors?.[0]?.property).toBe('file');
    const exe = await send(chatId, {}, { field: 'file', name: 'x.pdf', type: 'application/pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) });
    expect(exe.statusCode).toBe(415);
    const huge = await send(chatId, {}, { field: 'file', name: 'big.png', type: 'image/png', content: Buffer.concat([png, Buffer.alloc(128 * 1024)]) });
    expect(huge.statusCode).toBe(413);
    expect(apiErrorBody.safeParse(huge.json()).success).toBe(true);
    for (const name of ['../../jwt-secret.png', 'a/b.png', 'c:\\windows\\x.png', '..']) {
      const response = await send(chatId, {}, { field: 'file', name, type: 'image/png', content: png });
      expect(response.statusCode, name).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.[0]?.property).toBe('file');
    }
    const { payload, headers } = multipartBody({ text: 'x' }, { field: 'file', name: 'cut.png', type: 'image/png', content: Buffer.concat([png, Buffer.alloc(4096)]) });
    const cut = await server.app.inject({ method: 'POST', url: `/chats/${chatId}/messages`, payload: payload.subarray(0, payload.length - 2000), headers: { ...headers, ...bearer(physio) } });
    expect(cut.statusCode).toBe(400);
    expect(apiErrorBody.safeParse(cut.json()).success).toBe(true);
    const empty = await send(chatId, {});
    expect(empty.statusCode).toBe(400);
    const json = await server.app.inject({ method: 'POST', url: `/chats/${chatId}/messages`, payload: { text: 'hej' }, headers: bearer(physio) });
    expect(json.statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
  });

  it('keeps other physios and patients out of a chat with the same 404 as for no chat', async () => {
    const other = await server.signIn('sara.nyberg@demo.se');
    const foreign = await get(`/chats/${chatId}/messages`, other);
    const missing = await get(`/chats/${randomUUID()}/messages`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await send(chatId, { text: 'hej' }, undefined, other)).statusCode).toBe(404);
    expect(chatListResponse.parse((await get('/chats', other)).json()).map((c) => c.id)).not.toContain(chatId);
  });

  it('lets a patient sign in, see their chat and write to their physio, which notifies the physio', async () => {
    expect(patientToken).toBeTruthy();
    expect((await server.app.inject({ method: 'POST', url: '/users/sign-in', payload: { email: patientEmail, password: demoPatientPassword } })).statusCode).toBe(400);
    const list = chatListResponse.parse((await get('/chats', patientToken)).json());
    expect(list.map((c) => c.id)).toEqual([chatId]);
    const sent = await send(chatId, { text: 'Knät känns bättre!' }, { field: 'file', name: 'resultat.pdf', type: 'application/pdf', content: demoProgramPdf }, patientToken);
    expect(sent.statusCode).toBe(201);
    const notifications = notificationListResponse.parse((await get('/specialists/notifications/all?sort=created&direction=desc')).json()).items;
    expect(notifications[0]).toMatchObject({ type: 'NewMessage', isRead: false, params: { chatId } });

    // Opening the chat reads the message, and with it its notification; other notifications stay unread.
    const otherUnread = notifications.filter((n) => !n.isRead && n.params.chatId !== chatId).map((n) => n.id);
    expect((await server.app.inject({ method: 'POST', url: `/chats/${chatId}/read`, headers: bearer(physio) })).json()).toEqual({ read: 1 });
    const after = notificationListResponse.parse((await get('/specialists/notifications/all?sort=created&direction=desc')).json()).items;
    expect(after[0]).toMatchObject({ id: notifications[0]?.id, isRead: true });
    expect(otherUnread.length).toBeGreaterThan(0);
    expect(after.filter((n) => otherUnread.includes(n.id)).every((n) => !n.isRead)).toBe(true);
  });

  it('turns a patient feedback into a feedback-shared message and an ActivityFeedback notification', async () => {
    const [exercise] = await server.database.db.select({ id: exercises.id, name: exercises.name }).from(exercises).limit(1);
    const response = await server.app.inject({
      method: 'POST',
      url: '/patient-app/feedback',
      headers: bearer(patientToken),
      payload: { exerciseId: exercise?.id, feedback: 'hard', note: 'Tungt idag' },
    });
    expect(response.statusCode).toBe(201);
    const { message } = patientFeedbackResponse.parse(response.json());
    expect(message).toMatchObject({ kind: 'feedback', chatId, feedback: { exerciseName: exercise?.name, feedback: 'hard', feedbackNote: 'Tungt idag' } });
    const notifications = notificationListResponse.parse((await get('/specialists/notifications/all')).json()).items;
    expect(notifications[0]).toMatchObject({ type: 'ActivityFeedback', code: 'activity-feedback' });
    const byPhysio = await server.app.inject({ method: 'POST', url: '/patient-app/feedback', headers: bearer(physio), payload: { exerciseId: exercise?.id, feedback: 'easy' } });
    expect(byPhysio.statusCode).toBe(403);
  });

  it('lists notifications in both directions and marks given ones, or all, read', async () => {
    const desc = notificationListResponse.parse((await get('/specialists/notifications/all?sort=created&direction=desc')).json()).items;
    const asc = notificationListResponse.parse((await get('/specialists/notifications/all?sort=created&direction=asc')).json()).items;
    expect(asc.map((n) => n.id)).toEqual([...desc].reverse().map((n) => n.id));
    expect((await get('/specialists/notifications/all?sort=name')).statusCode).toBe(400);
    const unread = desc.filter((n) => !n.isRead);
    expect(unread.length).toBeGreaterThan(1);
    const one = await server.app.inject({ method: 'POST', url: '/specialists/notifications/read', headers: bearer(physio), payload: { ids: [unread[0]?.id] } });
    expect(one.json()).toEqual({ read: 1 });
    const all = await server.app.inject({ method: 'POST', url: '/specialists/notifications/read', headers: bearer(physio) });
    expect(all.json()).toEqual({ read: unread.length - 1 });
    const after = notificationListResponse.parse((await get('/specialists/notifications/all')).json()).items;
    expect(after.every((n) => n.isRead)).toBe(true);
  });

  it('opens a chat with a patient in scope once, and refuses one outside it', async () => {
    const [program] = await server.database.db
      .select({ patientId: programs.patientId })
      .from(programs)
      .where(and(isNotNull(programs.createdBy), eq(programs.patientId, server.summary.organizations[0]?.patientIds.at(-1) ?? '')));
    const patientId = program?.patientId ?? '';
    const maria = await server.signIn('maria.ek@demo.se');
    const opened = await server.app.inject({ method: 'POST', url: '/chats', headers: bearer(maria), payload: { patientId } });
    expect(opened.statusCode).toBe(201);
    expect(chatSchema.parse(opened.json()).patient.id).toBe(patientId);
    const again = await server.app.inject({ method: 'POST', url: '/chats', headers: bearer(maria), payload: { patientId } });
    expect(again.statusCode).toBe(200);
    const admin = await server.signIn('admin@demo.se');
    expect((await server.app.inject({ method: 'POST', url: '/chats', headers: bearer(admin), payload: { patientId } })).statusCode).toBe(403);
    const north = await server.signIn('sara.nyberg@demo.se');
    expect((await server.app.inject({ method: 'POST', url: '/chats', headers: bearer(north), payload: { patientId } })).statusCode).toBe(404);
  });

  it('writes no file outside the chat folder', () => {
    expect(existsSync(join(server.dataDir, 'jwt-secret.png'))).toBe(false);
  });
});
