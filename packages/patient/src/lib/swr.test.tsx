// @vitest-environment happy-dom
import type { Chat } from '@rehab/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import useSWR, { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withChat } from '@rehab/web/realtime';
import { chatListKey } from '@rehab/web/chat/keys';
import { isWeekKey, weekKey } from '../features/today/api/keys';
import { swrDefaults } from '@rehab/web/swr';

// Updates are awaited inside act(), as React expects of a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The server's answers, which change as the physio acts. */
let level = 3;
let chats: Chat[] = [];
const readWeek = vi.fn(() => Promise.resolve(`level ${level}`));
const readChats = vi.fn(() => Promise.resolve(chats));

function Today() {
  const week = useSWR(weekKey(0), readWeek);
  const list = useSWR(chatListKey, readChats);
  const unread = (list.data ?? []).reduce((sum, chat) => sum + chat.unreadCount, 0);
  return (
    <>
      <p>{week.data}</p>
      <p>{`unread ${unread}`}</p>
    </>
  );
}

/** What the socket's handlers do, from outside any screen. */
let socketMutate: ScopedMutator;
function Socket() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    socketMutate = mutate;
  }, [mutate]);
  return null;
}

const chat = (unreadCount: number) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    unreadCount,
    created: '2026-11-18T09:00:00.000Z',
    lastMessage: null,
  }) as unknown as Chat;

describe("the patient app's SWR cache", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    level = 3;
    chats = [chat(0)];
    readWeek.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("keeps what an open screen shows, so the socket's events reach it after minutes", async () => {
    render(
      <SWRConfig value={swrDefaults}>
        <Socket />
        <Today />
      </SWRConfig>,
    );
    await pass(0);
    expect(screen.getByText('level 3')).toBeTruthy();
    expect(screen.getByText('unread 0')).toBeTruthy();

    // The patient keeps today open for minutes.
    await pass(5 * 60_000);

    // The physio changes the level: activities:changed reads the weeks again.
    level = 4;
    await act(() => socketMutate(isWeekKey));
    await pass(0);
    expect(readWeek).toHaveBeenCalledTimes(2);
    expect(screen.getByText('level 4')).toBeTruthy();

    // The physio writes: message:new puts the chat as it now stands into the list the menu counts.
    await act(() => socketMutate(chatListKey, (list?: Chat[]) => withChat(list, chat(1)), { revalidate: false }));
    expect(screen.getByText('unread 1')).toBeTruthy();
  });
});
