import type { Chat } from '@rehab/contract';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { addToThread, connectRealtime, withChat } from '@rehab/web/realtime';
import { getAccessToken } from '../../lib/session';
import { appointmentsKey } from '../appointments/keys';
import { isWeekKey } from '../today/api/keys';
import { chatListKey, chatMessagesKey } from '@rehab/web/chat/keys';
import { useChats } from './api/chatCalls';
import { createMessageFeed } from './messageFeed';

const noRevalidate = { revalidate: false } as const;
/** What the program decides on screen: the weeks, and a task as the player shows it (`/patient-app/tasks/{id}`). */
const isProgramKey = (key: unknown) => isWeekKey(key) || (typeof key === 'string' && /^\/patient-app\/tasks\/[^/]+$/.test(key));

/**
 * Keeps the patient's chats live while they are signed in (docs/rules/live-updates.md), over the portal's socket events:
 * a new message lands in its thread and the menu's unread count at once; after the phone slept or the
 * network dropped, what came meanwhile is fetched (`messages:resync`), so nothing is missed.
 */
export function ChatConnection() {
  const { mutate, cache } = useSWRConfig();
  const chats = useChats();
  const feed = useRef<ReturnType<typeof createMessageFeed>>(undefined);
  const listLoaded = useRef(false);

  useEffect(() => {
    const token = getAccessToken();
    if (!token) return;
    const socket = connectRealtime(token);
    const messages = createMessageFeed({
      fetchAfter: async (afterSeq) => {
        const answer = await socket.timeout(10_000).emitWithAck('messages:resync', { afterSeq });
        if ('error' in answer) throw new Error(answer.error);
        return answer;
      },
      onMessage: (message) => addToThread(cache, mutate, chatMessagesKey(message.chatId), message),
    });
    feed.current = messages;

    const resync = ({ onlyIfNew = false } = {}) => {
      messages.resync().then(
        (fetched) => {
          if (fetched > 0 || !onlyIfNew) void mutate(chatListKey);
        },
        () => undefined,
      );
    };
    let hasConnected = false;
    socket.on('connect', () => {
      // A connection without the socket's own recovery may have missed messages. The first one follows the chat list's
      // call, which brought what came before it; the socket loads after the first screen, so what came between is asked for.
      if (!hasConnected && listLoaded.current) resync({ onlyIfNew: true });
      else if (hasConnected && !socket.recovered) resync();
      hasConnected = true;
      // A change the physio made before this socket was there, or while it was down, is not sent again: the weeks
      // on screen are read again. The first connection comes once today has drawn its week, so a level changed
      // since then (a busy phone takes seconds to load the socket) still reaches the screen.
      if (!socket.recovered) {
        void mutate(isProgramKey);
        void mutate(appointmentsKey);
      }
    });
    socket.on('message:new', ({ message, chat }) => {
      messages.live(message);
      void mutate(chatListKey, (list?: Chat[]) => withChat(list, chat), noRevalidate);
    });
    socket.on('chats:new', (chat) => void mutate(chatListKey, (list?: Chat[]) => withChat(list, chat), noRevalidate));
    // The app's one socket also says when the physio changed the program or a level: the weeks are read again, and a
    // task open in the player, whose line may have gained or lost an exercise.
    socket.on('activities:changed', () => void mutate(isProgramKey));
    // A visit booked, moved or cancelled: "Mina besök" is read again.
    socket.on('appointments:changed', () => void mutate(appointmentsKey));
    // A phone waking up may still believe its socket is connected: ask for what it missed at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && socket.connected) resync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      feed.current = undefined;
      socket.disconnect();
    };
  }, [mutate, cache]);

  // A resync starts after the newest message the chat list has shown.
  const newestSeq = Math.max(0, ...(chats.data ?? []).map((chat) => chat.lastMessage?.seq ?? 0));
  const hasList = chats.data !== undefined;
  useEffect(() => {
    feed.current?.seen(newestSeq);
    listLoaded.current = hasList;
  }, [newestSeq, hasList]);

  return null;
}
