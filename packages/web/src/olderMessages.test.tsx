// @vitest-environment happy-dom
import type { ChatMessage, ChatMessagesResponse } from '@rehab/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOlderMessages } from './olderMessages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sender = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Anna', lastName: 'Lindqvist', role: 'physio' as const };
const message = (id: string): ChatMessage =>
  ({ id, chatId: 'c', seq: 1, kind: 'text', sender, text: id, file: null, feedback: null, readAt: null, created: '2026-11-18T09:00:00.000Z', updated: '2026-11-18T09:00:00.000Z' });
const page = (ids: string[], nextCursor: string | null): ChatMessagesResponse => ({ messages: ids.map(message), nextCursor });

describe('useOlderMessages', () => {
  it('adds older pages below the latest, newest first, without a message twice, until there are no more', async () => {
    const fetchOlder = vi.fn((cursor: string) => Promise.resolve(cursor === 'c' ? page(['c', 'd', 'e'], 'e') : page(['f'], null)));
    const log = { current: null };
    const { result } = renderHook(() => useOlderMessages(page(['a', 'b', 'c'], 'c'), fetchOlder, log));
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.showOlder());
    expect(fetchOlder).toHaveBeenLastCalledWith('c');
    expect(result.current.messages.map((each) => each.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.showOlder());
    expect(fetchOlder).toHaveBeenLastCalledWith('e');
    expect(result.current.messages.map((each) => each.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(result.current.hasMore).toBe(false);
    // Nothing more is asked for once the oldest page has come.
    await act(() => result.current.showOlder());
    expect(fetchOlder).toHaveBeenCalledTimes(2);
  });

  it('throws a failed page to the caller and lets the reader try again', async () => {
    const fetchOlder = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page(['b'], null));
    const { result } = renderHook(() => useOlderMessages(page(['a'], 'a'), fetchOlder, { current: null }));
    await act(() => expect(result.current.showOlder()).rejects.toThrow('offline'));
    expect(result.current.isLoading).toBe(false);
    await act(() => result.current.showOlder());
    expect(result.current.messages.map((each) => each.id)).toEqual(['a', 'b']);
  });
});
