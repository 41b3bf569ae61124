import { z } from 'zod/mini';
import { chat, chatMessage } from './chats';
import { notification } from './notifications';

/** Socket.io paths (docs/rules/live-updates.md): the portal's client connects with `path: socketPath`. */
export const socketPath = '/socket.io';

/** `message:new`: the message (with its chatId) and its chat as it now stands, so the chat list updates without a request. */
export const messageNewEvent = z.object({ message: chatMessage, chat });
/** `chats:new`: a chat the user did not have before, with patient and lastMessage. */
export const chatsNewEvent = chat;
/** `notification:new` */
export const notificationNewEvent = notification;
/** `patient:delete`: the patient left the user's care; drop their chats and messages. */
export const patientDeleteEvent = z.object({ patientId: z.uuid(), chatIds: z.array(z.uuid()) });
/**
 * `activities:changed`: a patient's tasks, levels or program changed (a task marked or undone, feedback given,
 * a level or line changed, the treatment ended); sent to the patient and their organization's physios, who read it again.
 */
export const activitiesChangedEvent = z.object({ patientId: z.uuid() });
/**
 * `appointments:changed`: a visit with the patient was booked, moved or cancelled; sent to the patient and the physio
 * whose calendar holds it, who read their appointments again.
 */
export const appointmentsChangedEvent = z.object({ patientId: z.uuid() });
/**
 * `followUps:changed`: what the work list holds of the patient may have changed (the patient did or said something
 * the rules read, or a follow-up was added, done, snoozed or handed over); sent to the physios who have the patient
 * in their care, whose work list reads its rules again.
 */
export const followUpsChangedEvent = z.object({ patientId: z.uuid() });

/** `messages:resync` request: everything after the last message the client saw (0 for all recent). */
export const resyncRequest = z.strictObject({ afterSeq: z.int().check(z.minimum(0)) });
/** Messages in the caller's chats from `afterSeq` on, oldest first; `more` when the page was full. */
export const resyncResponse = z.object({ messages: z.array(chatMessage), more: z.boolean() });

export type MessageNewEvent = z.infer<typeof messageNewEvent>;
export type PatientDeleteEvent = z.infer<typeof patientDeleteEvent>;
export type ActivitiesChangedEvent = z.infer<typeof activitiesChangedEvent>;
export type AppointmentsChangedEvent = z.infer<typeof appointmentsChangedEvent>;
export type FollowUpsChangedEvent = z.infer<typeof followUpsChangedEvent>;
export type ResyncRequest = z.infer<typeof resyncRequest>;
export type ResyncResponse = z.infer<typeof resyncResponse>;

/** Events the server sends, typed for socket.io on both ends. */
export interface ServerToClientEvents {
  'message:new': (payload: MessageNewEvent) => void;
  'chats:new': (payload: z.infer<typeof chatsNewEvent>) => void;
  'notification:new': (payload: z.infer<typeof notificationNewEvent>) => void;
  'patient:delete': (payload: PatientDeleteEvent) => void;
  'activities:changed': (payload: ActivitiesChangedEvent) => void;
  'appointments:changed': (payload: AppointmentsChangedEvent) => void;
  'followUps:changed': (payload: FollowUpsChangedEvent) => void;
}

/** Events a client sends; the answer comes in the acknowledgement. */
export interface ClientToServerEvents {
  'messages:resync': (request: ResyncRequest, ack: (response: ResyncResponse | { error: string }) => void) => void;
  /** A plain round trip, used by the benchmark as the baseline. */
  echo: (payload: number, ack: (payload: number) => void) => void;
}
