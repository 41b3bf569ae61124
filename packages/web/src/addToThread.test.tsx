// @vitest-environment happy-dom
import type { ChatMessage, ChatMessagesResponse } from '@rehab/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { addToThread } from './realtime';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sender = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Anna', lastName: 'Lindqvist', role: 'physio' as const };
const message = (id: string): ChatMessage =>
  ({ id, chatId: 'c', seq: 1, kind: 'text', sender, text: id, file: null, feedback: null, readAt: null, created: '2026-11-18T09:00:00.000Z', updated: '2026-11-18T09:00:00.000Z' });
const thread = (ids: string[]): ChatMessagesResponse => ({ messages: ids.map(message), nextCursor: null });
const key = '/chats/c/messages';

function renderThread(fetcher: () => Promise<ChatMessagesResponse>) {
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
  return renderHook(() => ({ thread: useSWR(key, fetcher), config: useSWRConfig() }), { wrapper });
}

describe('addToThread', () => {
  it('leaves a thread whose first answer is on its way to that answer, so the thread is not left empty', async () => {
    // The server answers a moment later, after the message has come over the socket.
    const fetcher = vi.fn(() => new Promise<ChatMessagesResponse>((resolve) => setTimeout(() => resolve(thread(['new', 'old'])), 50)));
    const { result } = renderThread(fetcher);
    act(() => addToThread(result.current.config.cache, result.current.config.mutate, key, message('new')));
    await waitFor(() => expect(result.current.thread.data?.messages.map((each) => each.id)).toEqual(['new', 'old']));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('puts the message first in a thread already shown, without asking the server', async () => {
    const fetcher = vi.fn(() => Promise.resolve(thread(['old'])));
    const { result } = renderThread(fetcher);
    await waitFor(() => expect(result.current.thread.data?.messages).toHaveLength(1));

    act(() => addToThread(result.current.config.cache, result.current.config.mutate, key, message('new')));
    await waitFor(() => expect(result.current.thread.data?.messages.map((each) => each.id)).toEqual(['new', 'old']));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
