import { apiErrorBody, chatListResponse, patientExercisesResponse } from '@rehab/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from './db/chat-schema';
import { feedbackItems } from './db/schema';
import { bearer, multipartBody, startTestServer, type TestServer } from './testing';

/** What PostgreSQL cannot store, or would store as something else, is refused with a 400 on the field, writing nothing. */
describe('free text', () => {
  let server: TestServer;
  let physio: string;
  let patient: string;
  let chatId: string;

  const refusedOn = (response: { statusCode: number; json(): unknown }, property: string) => {
    expect(response.statusCode).toBe(400);
    expect(apiErrorBody.parse(response.json()).errors).toEqual([{ property, constraints: { characters: 'contains characters that cannot be stored' }, rule: 'characters' }]);
  };
  const messages = async () => (await server.database.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatId, chatId)))[0]?.n;

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 2, weeks: 1 } });
    physio = await server.signIn();
    patient = await server.signInPatient();
    const chats = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(patient) })).json());
    chatId = chats[0]?.id ?? '';
  });
  afterAll(() => server.close());

  it('refuses a chat message with a NUL or another control character, and keeps none', async () => {
    const before = await messages();
    for (const text of ['Ont i knät\u0000', 'Ont \u001b[31mi knät', 'Ont\u0085']) {
      const { payload, headers } = multipartBody({ text });
      refusedOn(await server.app.inject({ method: 'POST', url: `/chats/${chatId}/messages`, payload, headers: { ...headers, ...bearer(patient) } }), 'text');
    }
    expect(await messages()).toBe(before);
  });

  it('keeps the lines and tabs of a multi-line message', async () => {
    const { payload, headers } = multipartBody({ text: 'Rad ett\r\nRad två\n\tindragen' });
    const sent = await server.app.inject({ method: 'POST', url: `/chats/${chatId}/messages`, payload, headers: { ...headers, ...bearer(patient) } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ text: string }>().text).toBe('Rad ett\r\nRad två\n\tindragen');
  });

  it('refuses a feedback note with a lone surrogate, and keeps no feedback', async () => {
    const [exercise] = patientExercisesResponse.parse((await server.app.inject({ url: '/patient-app/exercises', headers: bearer(patient) })).json());
    const [{ n: before } = { n: 0 }] = await server.database.db.select({ n: count() }).from(feedbackItems);
    for (const note of ['Gick bra \uD83D', '\uDE00 tungt']) {
      refusedOn(
        await server.app.inject({ method: 'POST', url: '/patient-app/feedback', headers: bearer(patient), payload: { exerciseId: exercise?.id, feedback: 'easy', note } }),
        'note',
      );
    }
    const [{ n: after } = { n: 0 }] = await server.database.db.select({ n: count() }).from(feedbackItems);
    expect(after).toBe(before);
  });

  it('refuses a search with a line break or a NUL', async () => {
    for (const search of ['Karin\nIsaksson', 'Kar\u0000in']) {
      refusedOn(await server.app.inject({ url: `/specialists/patients/list?search=${encodeURIComponent(search)}`, headers: bearer(physio) }), 'search');
    }
  });
});
