import type { ChatMessage, ChatMessagesResponse } from '@rehab/contract';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A chat's messages older than its latest page, loaded a page at a time when the reader asks
 * (GET /chats/{id}/messages?cursor, the latest page's or the last older page's `nextCursor`). They stay outside the SWR cache, which real-time events keep for the
 * latest page. Older messages go in above what the reader is looking at, which stays where it was in `log`.
 * Shared by the portal's and the patient app's chats; `fetchOlder` is each app's own call.
 */
export function useOlderMessages(
  latest: ChatMessagesResponse | undefined,
  fetchOlder: (cursor: string) => Promise<ChatMessagesResponse>,
  log: RefObject<HTMLElement | null>,
) {
  const [older, setOlder] = useState<ChatMessage[]>([]);
  // The next older page's cursor once an older page has come; before that, the latest page's.
  const [olderCursor, setOlderCursor] = useState<string | null>();
  const [isLoading, setLoading] = useState(false);
  const distanceFromBottom = useRef<number | undefined>(undefined);

  const latestIds = new Set(latest?.messages.map((message) => message.id));
  const messages = latest ? [...latest.messages, ...older.filter((message) => !latestIds.has(message.id))] : [];
  const cursor = olderCursor === undefined ? (latest?.nextCursor ?? null) : olderCursor;
  const hasMore = cursor !== null;

  useLayoutEffect(() => {
    const element = log.current;
    if (!element || distanceFromBottom.current === undefined) return;
    element.scrollTo({ top: element.scrollHeight - distanceFromBottom.current });
    distanceFromBottom.current = undefined;
  }, [messages.length, log]);

  /** The next older page; a failure is thrown for the caller to tell. */
  const showOlder = async () => {
    if (cursor === null || isLoading) return;
    const element = log.current;
    if (element) distanceFromBottom.current = element.scrollHeight - element.scrollTop;
    setLoading(true);
    try {
      const page = await fetchOlder(cursor);
      setOlder((current) => [...current, ...page.messages]);
      setOlderCursor(page.nextCursor);
    } catch (error) {
      distanceFromBottom.current = undefined;
      throw error;
    } finally {
      setLoading(false);
    }
  };

  return { messages, hasMore, isLoading, showOlder };
}
