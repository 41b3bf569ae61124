import { z } from 'zod/mini';
import { difficulty, role } from './enums';
import { freeText, isoDateTime, pageCursor } from './validation';

/** Path of every call under /chats/{id}. */
export const chatParams = z.strictObject({ id: z.uuid() });

export const chatPerson = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), role });

/** What a message carries: a text, a file (with or without text), or a shared exercise feedback. */
export const chatMessageKind = z.enum(['text', 'file', 'feedback']);

export const chatFile = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.int(),
  /** Download address; needs the same bearer token as every call. */
  url: z.string(),
});

/** A "feedback shared" item in the chat: the patient's verdict on an exercise. */
export const chatFeedback = z.object({
  feedbackId: z.uuid(),
  exerciseId: z.nullable(z.uuid()),
  exerciseName: z.string(),
  feedback: difficulty,
  feedbackNote: z.nullable(z.string()),
});

export const chatMessage = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  /** Increases with every message on the server: the order, and the resync cursor. */
  seq: z.int(),
  kind: chatMessageKind,
  sender: chatPerson,
  text: z.nullable(z.string()),
  file: z.nullable(chatFile),
  feedback: z.nullable(chatFeedback),
  /** When the other side read it; null while unread. */
  readAt: z.nullable(isoDateTime),
  created: isoDateTime,
  updated: isoDateTime,
});

export const chat = z.object({
  id: z.uuid(),
  patient: chatPerson,
  physio: chatPerson,
  lastMessage: z.nullable(chatMessage),
  /** Messages from the other side the caller has not read. */
  unreadCount: z.int(),
  created: isoDateTime,
  updated: isoDateTime,
});

/** GET /chats: newest last message first. */
export const chatListResponse = z.array(chat);

/** GET /chats/{id}/messages?cursor&limit: newest first, a page at a time by keyset cursor (docs/decisions/0003-keyset-paging.md). */
export const chatMessagesQuery = z.strictObject({
  cursor: z.optional(pageCursor),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 30),
});
export const chatMessagesResponse = z.object({
  messages: z.array(chatMessage),
  /** Pass as `cursor` for the next, older page; null at the first message. */
  nextCursor: z.nullable(z.string()),
});

/**
 * POST /chats/{id}/messages: multipart form with these text fields and at most
 * one `file` part. `clientMessageId` makes a retried send land once.
 */
export const sendMessageFields = z.strictObject({
  text: z.optional(freeText(4000, { trim: true })),
  clientMessageId: z.optional(z.uuid()),
});

/** POST /chats/{id}/read takes no fields. */
export const chatReadBody = z.nullish(z.strictObject({}));
export const chatReadResponse = z.object({ read: z.int() });

/** GET /chats/{id}/files/{fileId} path. */
export const chatFileParams = z.strictObject({ id: z.uuid(), fileId: z.uuid() });

export type ChatPerson = z.infer<typeof chatPerson>;
export type ChatMessageKind = z.infer<typeof chatMessageKind>;
export type ChatFile = z.infer<typeof chatFile>;
export type ChatMessage = z.infer<typeof chatMessage>;
export type Chat = z.infer<typeof chat>;
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponse>;
export type SendMessageFields = z.infer<typeof sendMessageFields>;

/** POST /chats: a physio opens the chat with a patient in their scope; a patient with their physio (no body). */
export const openChatBody = z.nullish(z.strictObject({ patientId: z.optional(z.uuid()) }));
