import type { Chat, NotificationListResponse } from '@rehab/contract';
import { useEffect, useRef } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { chatListKey, chatMessagesKey } from '@rehab/web/chat/keys';
import { isCalendarEntriesKey } from '../features/calendarEntries/api/useCalendarEntries';
import { attentionKey } from '../features/dashboard/api/keys';
import { isFollowUpsKey, patientFollowUpsKey } from '../features/todo/api/followUps';
import { notificationsKey } from '../features/notifications/api/useNotifications';
import { withNotification } from '../features/notifications/notificationPages';
import { addToThread, connectRealtime, withChat, withoutPatientChats } from '@rehab/web/realtime';
import { useAccessToken } from '../lib/session';

const noRevalidate = { revalidate: false } as const;
/** The calls of a patient's record: their week of activities and everything under /patients/list/{userId}. */
const isPatientRecordKey = (key: unknown) => typeof key === 'string' && (key.startsWith('/activities/') || key.startsWith('/patients/list/'));

/** Keeps the chats and notifications up to date with the server's events (docs/rules/live-updates.md) while a session exists. */
export function RealtimeConnection() {
  const { mutate, cache } = useSWRConfig();
  const { pathname } = useLocation();
  const openChatId = useRef<string | undefined>(undefined);
  useEffect(() => {
    openChatId.current = matchPath('/chats/:chatId', pathname)?.params.chatId;
  }, [pathname]);

  // A new token (after a second factor is enrolled) signs the old one out: the socket follows it.
  const token = useAccessToken();
  useEffect(() => {
    if (!token) return;
    const socket = connectRealtime(token);
    // The screen's calls were answered before the socket connected, and a connection the server could not resume
    // missed what came while it was down: what the frame and an open chat show is read again.
    let hasConnected = false;
    socket.on('connect', () => {
      const isReconnect = hasConnected;
      hasConnected = true;
      if (socket.recovered) return;
      void mutate(chatListKey);
      void mutate(notificationsKey);
      if (isReconnect) void mutate(attentionKey);
      if (openChatId.current) void mutate(chatMessagesKey(openChatId.current));
      // A patient's record on screen (week, program) may have changed while the socket was down. The first connection
      // starts with the app, beside the screen's own calls, which it would only send twice.
      if (isReconnect) void mutate(isPatientRecordKey);
      if (isReconnect) void mutate(isFollowUpsKey);
    });
    socket.on('chats:new', (chat) => void mutate(chatListKey, (chats?: Chat[]) => withChat(chats, chat), noRevalidate));
    socket.on('patient:delete', (event) => {
      void mutate(chatListKey, (chats?: Chat[]) => withoutPatientChats(chats, event), noRevalidate);
      for (const chatId of event.chatIds) void mutate(chatMessagesKey(chatId), undefined, noRevalidate);
    });
    socket.on('message:new', ({ message, chat }) => {
      if (message.chatId !== openChatId.current) {
        void mutate(chatListKey);
        return;
      }
      addToThread(cache, mutate, chatMessagesKey(message.chatId), message);
      void mutate(chatListKey, (chats?: Chat[]) => withChat(chats, chat), noRevalidate);
    });
    // Whatever the physio has open of that patient (week, program, statistics, feedback) is read again.
    // Who needs attention follows what patients do and say: the home's block is read again (docs/rules/attention.md).
    socket.on('activities:changed', ({ patientId }) => {
      void mutate((key) => typeof key === 'string' && key.includes(`/${patientId}`));
      void mutate(attentionKey);
    });
    // The work list and the patient's follow-ups: the rules read again what the patient did (docs/rules/follow-ups.md),
    // so a patient newly needing attention is on it; a follow-up a colleague handed over shows too.
    socket.on('followUps:changed', ({ patientId }) => {
      void mutate(isFollowUpsKey);
      void mutate(patientFollowUpsKey(patientId));
    });
    // A visit booked, moved or cancelled in another of the physio's windows: the calendar follows.
    socket.on('appointments:changed', () => void mutate(isCalendarEntriesKey));
    socket.on('notification:new', (notification) => {
      void mutate(notificationsKey, (pages?: NotificationListResponse[]) => withNotification(pages, notification), noRevalidate);
      void mutate(attentionKey);
    });
    return () => {
      socket.disconnect();
    };
  }, [mutate, cache, token]);

  return null;
}
