import { chatMessagesResponse, type ChatMessage } from '@rehab/contract';
import { useState } from 'react';
import { apiFetch } from '../../../lib/fetcher';
import { chatMessagesKey } from './useChatMessages';

/**
 * Messages older than the latest page, loaded a page at a time when asked (GET /chats/{id}/messages?before).
 * They stay outside the SWR cache, which real-time events keep for the latest page.
 */
export function useOlderMessages(chatId: string, latest: { messages: ChatMessage[]; nextBefore: string | null } | undefined) {
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [hasMoreOlder, setHasMoreOlder] = useState<boolean>();
  const [isLoading, setLoading] = useState(false);

  const latestIds = new Set(latest?.messages.map((message) => message.id));
  const messages = latest ? [...latest.messages, ...older.filter((message) => !latestIds.has(message.id))] : [];
  const hasMore = hasMoreOlder ?? Boolean(latest?.nextBefore);

  const loadMore = async () => {
    const oldest = messages.at(-1);
    if (!oldest || !hasMore || isLoading) return;
    setLoading(true);
    try {
      const page = await apiFetch(`${chatMessagesKey(chatId)}?before=${encodeURIComponent(oldest.id)}`, chatMessagesResponse);
      setOlder((current) => [...current, ...page.messages]);
      setHasMoreOlder(page.nextBefore !== null);
    } finally {
      setLoading(false);
    }
  };

  return { messages, hasMore, isLoading, loadMore };
}
