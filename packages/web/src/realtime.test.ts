import type { Chat, ChatMessage, ChatMessagesResponse } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { sortChats, withChat, withMessage, withoutPatientChats } from './realtime';

const physio = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Anna', lastName: 'Lindqvist', role: 'physio' as const };
const patient = (n: number) => ({ id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`, firstName: `P${n}`, lastName: 'Test', role: 'patient' as const });

function message(id: string, chatId: string, created: string): ChatMessage {
  return { id, chatId, seq: 1, kind: 'text', sender: physio, text: id, file: null, feedback: null, readAt: null, created, updated: created };
}

function chat(n: number, lastAt: string | null): Chat {
  const id = `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
  return {
    id,
    patient: patient(n),
    physio,
    lastMessage: lastAt ? message(`m${n}`, id, lastAt) : null,
    unreadCount: 0,
    created: '2026-11-01T08:00:00.000Z',
    updated: '2026-11-01T08:00:00.000Z',
  };
}

describe('chats:new', () => {
  it('adds the chat to the list, newest last message first', () => {
    const list = [chat(1, '2026-11-22T10:00:00.000Z'), chat(2, '2026-11-20T10:00:00.000Z')];
    const added = withChat(list, chat(3, '2026-11-21T10:00:00.000Z'));
    expect(added?.map((each) => each.patient.firstName)).toEqual(['P1', 'P3', 'P2']);
  });

  it('replaces a chat it already has instead of listing it twice, and moves it up', () => {
    const list = [chat(1, '2026-11-22T10:00:00.000Z'), chat(2, '2026-11-20T10:00:00.000Z')];
    const updated = withChat(list, chat(2, '2026-11-23T10:00:00.000Z'));
    expect(updated?.map((each) => each.patient.firstName)).toEqual(['P2', 'P1']);
  });

  it('leaves a list that was never loaded alone', () => {
    expect(withChat(undefined, chat(1, null))).toBeUndefined();
  });

  it('orders a chat without messages by when it was opened', () => {
    expect(sortChats([chat(1, '2026-10-01T10:00:00.000Z'), chat(2, null)]).map((each) => each.patient.firstName)).toEqual(['P2', 'P1']);
  });
});

describe('patient:delete', () => {
  it('removes the chats of that patient and only those', () => {
    const list = [chat(1, null), chat(2, null), chat(3, null)];
    const left = withoutPatientChats(list, { patientId: patient(2).id, chatIds: [] });
    expect(left?.map((each) => each.patient.firstName)).toEqual(['P1', 'P3']);
  });

  it('removes the chats named by id as well', () => {
    const list = [chat(1, null), chat(2, null)];
    expect(withoutPatientChats(list, { patientId: patient(9).id, chatIds: [chat(1, null).id] })?.map((each) => each.id)).toEqual([chat(2, null).id]);
  });
});

describe('message:new for the open chat', () => {
  const thread: ChatMessagesResponse = { messages: [message('b', 'c', '2026-11-22T10:00:00.000Z'), message('a', 'c', '2026-11-21T10:00:00.000Z')], nextCursor: null };

  it('is prepended, as the thread is newest first', () => {
    expect(withMessage(thread, message('c', 'c', '2026-11-23T10:00:00.000Z'))?.messages.map((each) => each.id)).toEqual(['c', 'b', 'a']);
  });

  it('is not added twice when the thread already has it (e.g. my own sent message)', () => {
    expect(withMessage(thread, message('b', 'c', '2026-11-22T10:00:00.000Z'))).toBe(thread);
  });
});
