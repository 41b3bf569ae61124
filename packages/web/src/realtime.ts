import {
  socketPath,
  type Chat,
  type ChatMessagesResponse,
  type ClientToServerEvents,
  type PatientDeleteEvent,
  type ServerToClientEvents,
} from '@rehab/contract';
import { io, type Socket } from 'socket.io-client';
import type { Cache, ScopedMutator } from 'swr';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** docs/rules/live-updates.md: the server's events, with the token, backing off from 1 s to 5 s and never giving up. */
export function connectRealtime(token: string): RealtimeSocket {
  return io({
    path: socketPath,
    auth: { token },
    // A WebSocket at once, one round trip, instead of long-polling first and upgrading; a network that refuses
    // WebSockets (a strict proxy) falls back to long-polling.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    timeout: 20_000,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Infinity,
  });
}

const lastMessageTime = (chat: Chat) => Date.parse(chat.lastMessage?.created ?? chat.created);

/** Newest last message first, as GET /chats answers. */
export function sortChats(chats: readonly Chat[]): Chat[] {
  return [...chats].sort((a, b) => lastMessageTime(b) - lastMessageTime(a));
}

/** `chats:new` (and a chat as it now stands): put it in the list, replacing its older self, newest first. */
export function withChat(chats: Chat[] | undefined, chat: Chat): Chat[] | undefined {
  if (!chats) return chats;
  return sortChats([...chats.filter((existing) => existing.id !== chat.id), chat]);
}

/** `patient:delete`: the patient's chats leave the list. */
export function withoutPatientChats(chats: Chat[] | undefined, event: PatientDeleteEvent): Chat[] | undefined {
  if (!chats) return chats;
  return chats.filter((chat) => chat.patient.id !== event.patientId && !event.chatIds.includes(chat.id));
}

/** `message:new` for the open chat: prepended (the thread is newest first) unless it is already there. */
/**
 * Puts a message that came over the socket into its thread's cached answer, when there is one. A thread not yet
 * loaded is left to its own fetch: SWR drops the answer of a fetch that a mutation overtook (its guard against
 * races), so touching it while its first answer is on its way would leave the thread empty.
 */
export function addToThread(cache: Cache, mutate: ScopedMutator, key: string, message: ChatMessagesResponse['messages'][number]) {
  if (cache.get(key)?.data === undefined) return;
  void mutate(key, (thread?: ChatMessagesResponse) => withMessage(thread, message), { revalidate: false });
}

export function withMessage(
  thread: ChatMessagesResponse | undefined,
  message: ChatMessagesResponse['messages'][number],
): ChatMessagesResponse | undefined {
  if (!thread || thread.messages.some((existing) => existing.id === message.id)) return thread;
  return { ...thread, messages: [message, ...thread.messages] };
}

