import type { Chat, ChatMessage, ChatMessagesResponse, ChatPerson, Difficulty, ResyncResponse } from '@rehab/contract';
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { chatFiles, chatMessages, chats } from '../../db/chat-schema';
import { exercises, feedbackItems, notifications, organizationMembers, patients, programs, tasks, users } from '../../db/schema';
import { encodeCursor } from '../../cursor';
import { iso, isoOrNull } from '../../dates';
import { badField, conflict, HttpError, notFound } from '../../errors';
import { keysetAfter, serialPart, type KeysetOrder } from '../../keyset';
import type { Realtime } from '../../realtime/hub';
import { activityFeedbackNotification, notifyEach } from '../notifications/service';
import { careContacts, organizationPhysiosOf } from '../patients/care';
import { carePatients } from '../patients/scope';
import type { FileStorage } from './storage';

/** Who looks at a chat: the signed-in user, or a participant an event is built for. */
export type Viewer = Pick<Session, 'userId' | 'role'>;

const patientUser = alias(users, 'patient_user');
const physioUser = alias(users, 'physio_user');
const sender = alias(users, 'sender');

/** The chat's physio is still a physio of the patient's organization (an open account, a member). */
const chatPhysioInCare = sql`exists (select 1 from ${organizationMembers} join ${users} as member on member.id = ${organizationMembers.userId}
  where ${organizationMembers.userId} = ${chats.physioId} and ${organizationMembers.organizationId} = ${patients.organizationId}
  and member.role = 'physio' and member.deleted_at is null)`;

/** The patient has a responsible physio who counts (scope.ts#responsibleJoin). */
const hasResponsiblePhysio = sql`exists (select 1 from ${users} as responsible where responsible.id = ${patients.responsiblePhysioId}
  and responsible.role = 'physio' and responsible.deleted_at is null
  and exists (select 1 from ${organizationMembers} where ${organizationMembers.userId} = responsible.id
              and ${organizationMembers.organizationId} = ${patients.organizationId}))`;

/**
 * THE rule of who may open which chat, decided at each call from the care relationship as it is now: a
 * patient their own, while its physio still works for the patient's organization; a physio of the patient's
 * organization the chats they take part in, and every chat of a patient they answer (the patient's
 * responsible physio, or any of the organization's physios when there is none; patients/care.ts).
 */
function chatAccess(viewer: Viewer): SQL {
  if (viewer.role === 'patient') return and(eq(chats.patientId, viewer.userId), chatPhysioInCare) ?? sql`false`;
  const answers = or(eq(chats.physioId, viewer.userId), eq(patients.responsiblePhysioId, viewer.userId), sql`not ${hasResponsiblePhysio}`);
  return and(carePatients(viewer), answers) ?? sql`false`;
}

const person = (user: typeof users.$inferSelect): ChatPerson => ({ id: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role });

function chatsFor(db: Db, viewer: Viewer, where?: SQL) {
  return db
    .select({ chat: chats, patient: patientUser, physio: physioUser })
    .from(chats)
    .innerJoin(patients, eq(patients.userId, chats.patientId))
    .innerJoin(patientUser, eq(patientUser.id, chats.patientId))
    .innerJoin(physioUser, eq(physioUser.id, chats.physioId))
    .where(and(chatAccess(viewer), isNull(patientUser.deletedAt), where));
}

type ChatRow = Awaited<ReturnType<typeof chatsFor>>[number];

/** Messages with their sender, file and shared feedback, ready to show. */
async function messageViews(db: Db, where: SQL, order: 'asc' | 'desc', limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({ message: chatMessages, sender, file: chatFiles, feedback: feedbackItems, exercise: { id: exercises.id, name: exercises.name } })
    .from(chatMessages)
    .innerJoin(sender, eq(sender.id, chatMessages.senderId))
    .leftJoin(chatFiles, eq(chatFiles.id, chatMessages.fileId))
    .leftJoin(feedbackItems, eq(feedbackItems.id, chatMessages.feedbackId))
    .leftJoin(exercises, eq(exercises.id, feedbackItems.exerciseId))
    .where(where)
    .orderBy(order === 'asc' ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(limit);
  return rows.map(({ message, sender: from, file, feedback, exercise }) => ({
    id: message.id,
    chatId: message.chatId,
    seq: message.seq,
    kind: message.kind,
    sender: person(from),
    text: message.text,
    file: file ? { name: file.name, contentType: file.contentType, size: file.size, url: `/chats/${message.chatId}/files/${file.id}` } : null,
    feedback: feedback
      ? {
          feedbackId: feedback.id,
          exerciseId: feedback.exerciseId,
          exerciseName: exercise?.name ?? feedback.category,
          feedback: feedback.feedback,
          feedbackNote: feedback.feedbackNote,
        }
      : null,
    readAt: isoOrNull(message.readAt),
    created: iso(message.createdAt),
    updated: iso(message.updatedAt),
  }));
}

/** Chats as the viewer sees them: last message, unread count, newest last message first. */
async function chatViews(db: Db, viewer: Viewer, where?: SQL): Promise<Chat[]> {
  const rows = await chatsFor(db, viewer, where);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.chat.id);
  const [lastSeqs, unread] = await Promise.all([
    db.select({ chatId: chatMessages.chatId, seq: sql<number>`max(${chatMessages.seq})`.mapWith(Number) }).from(chatMessages).where(inArray(chatMessages.chatId, ids)).groupBy(chatMessages.chatId),
    db
      .select({ chatId: chatMessages.chatId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(chatMessages)
      .where(and(inArray(chatMessages.chatId, ids), ne(chatMessages.senderId, viewer.userId), isNull(chatMessages.readAt)))
      .groupBy(chatMessages.chatId),
  ]);
  const last = lastSeqs.length === 0 ? [] : await messageViews(db, inArray(chatMessages.seq, lastSeqs.map((row) => row.seq)), 'desc', lastSeqs.length);
  const lastByChat = new Map(last.map((message) => [message.chatId, message]));
  const unreadByChat = new Map(unread.map((row) => [row.chatId, row.n]));
  return rows
    .map((row) => chatView(row, lastByChat.get(row.chat.id) ?? null, unreadByChat.get(row.chat.id) ?? 0))
    .sort((a, b) => (b.lastMessage?.seq ?? 0) - (a.lastMessage?.seq ?? 0) || b.created.localeCompare(a.created));
}

const chatView = ({ chat, patient, physio }: ChatRow, lastMessage: ChatMessage | null, unreadCount: number): Chat => ({
  id: chat.id,
  patient: person(patient),
  physio: person(physio),
  lastMessage,
  unreadCount,
  created: iso(chat.createdAt),
  updated: iso(chat.updatedAt),
});

export const listChats = (db: Db, viewer: Viewer) => chatViews(db, viewer);

/** One chat the viewer may open, or a 404 that does not tell whether it exists. */
export async function findChat(db: Db, viewer: Viewer, chatId: string): Promise<ChatRow> {
  const [row] = await chatsFor(db, viewer, eq(chats.id, chatId)).limit(1);
  if (!row) throw notFound('Chat not found');
  return row;
}

/** A chat's messages, newest first: the order of its index on (chat, seq). */
const messageOrder: KeysetOrder = { scope: 'chat-messages:seq:desc', parts: [serialPart(chatMessages.seq)], descending: true };

export async function listMessages(db: Db, viewer: Viewer, chatId: string, { cursor, limit }: { cursor?: string; limit: number }): Promise<ChatMessagesResponse> {
  await findChat(db, viewer, chatId);
  const after = keysetAfter(messageOrder, cursor);
  const page = await messageViews(db, and(eq(chatMessages.chatId, chatId), after) ?? sql`true`, 'desc', limit + 1);
  const messages = page.slice(0, limit);
  const last = messages.at(-1);
  return { messages, nextCursor: page.length > limit && last ? encodeCursor(messageOrder.scope, [String(last.seq)]) : null };
}

/** Marks what the other side sent as read by the viewer. */
export async function markChatRead(db: Db, viewer: Viewer, chatId: string): Promise<number> {
  await findChat(db, viewer, chatId);
  const rows = await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.chatId, chatId), ne(chatMessages.senderId, viewer.userId), isNull(chatMessages.readAt)))
    .returning({ id: chatMessages.id });
  // The messages are read, so their "new message" notifications are too.
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, viewer.userId),
        eq(notifications.type, 'NewMessage'),
        eq(notifications.isRead, false),
        sql`${notifications.params}->>'chatId' = ${chatId}`,
      ),
    );
  return rows.length;
}

/** How far back a resync looks before the client's last message: a message committed late may carry a lower seq. */
const resyncOverlapSeconds = 30;
const resyncPage = 500;

/** Messages in the viewer's chats after `afterSeq`, oldest first, for a client coming back. */
export async function messagesAfter(db: Db, viewer: Viewer, afterSeq: number): Promise<ResyncResponse & { patientIds: string[] }> {
  const rows = await chatsFor(db, viewer);
  const chatIds = rows.map((row) => row.chat.id);
  if (chatIds.length === 0) return { messages: [], more: false, patientIds: [] };
  const since =
    afterSeq === 0
      ? sql`true`
      : or(
          gt(chatMessages.seq, afterSeq),
          sql`${chatMessages.createdAt} > (select ${chatMessages.createdAt} from ${chatMessages} where ${chatMessages.seq} = ${afterSeq}) - make_interval(secs => ${resyncOverlapSeconds})`,
        );
  const page = await messageViews(db, and(inArray(chatMessages.chatId, chatIds), since) ?? sql`true`, 'asc', resyncPage + 1);
  const messages = page.slice(0, resyncPage);
  const patientOf = new Map(rows.map((row) => [row.chat.id, row.patient.id]));
  // Whose messages the answer carries, for the access log.
  const patientIds = [...new Set(messages.flatMap((message) => patientOf.get(message.chatId) ?? []))];
  return { messages, more: page.length > resyncPage, patientIds };
}

export interface RealtimeDeps {
  realtime: Realtime;
}

/**
 * The staff who get a patient's chat events now: the chat's physio while the patient is in their care, and the
 * physios who answer the patient (patients/care.ts). Nobody outside the care relationship, whoever the chat
 * was made with.
 */
async function chatStaff(db: Db, row: ChatRow): Promise<string[]> {
  const contacts = await careContacts(db, row.patient.id);
  const organizationPhysios = await organizationPhysiosOf(db, row.patient.id);
  const party = organizationPhysios.includes(row.physio.id) ? [row.physio.id] : [];
  return [...new Set([...party, ...contacts])];
}

/**
 * After commit: each participant gets the message and the chat as they see it (the message is its last one,
 * with their own unread count), the recipients decided by the care relationship as it is at this moment.
 */
async function publishMessage(db: Db, realtime: Realtime, row: ChatRow, message: ChatMessage) {
  const staff = await chatStaff(db, row);
  const readers = [...staff, ...(staff.includes(row.physio.id) ? [row.patient.id] : [])];
  const now = { ...row, chat: { ...row.chat, updatedAt: new Date(message.created) } };
  for (const userId of readers) {
    const [unread] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, row.chat.id), isNull(chatMessages.readAt), ne(chatMessages.senderId, userId)));
    realtime.emit([userId], 'message:new', { message, chat: chatView(now, message, unread?.n ?? 0) });
  }
}

export interface OutgoingFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

async function messageById(db: Db, id: string): Promise<ChatMessage> {
  const [message] = await messageViews(db, eq(chatMessages.id, id), 'asc', 1);
  if (!message) throw notFound('Message not found');
  return message;
}

/**
 * The message a retried send already stored: a sender's clientMessageId names one message in one chat,
 * so the same key in another chat is a conflict (409), never the other chat's message.
 */
async function existingMessage(db: Db, senderId: string, chatId: string, clientMessageId?: string) {
  if (!clientMessageId) return undefined;
  const [row] = await db
    .select({ id: chatMessages.id, chatId: chatMessages.chatId })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)));
  if (row && row.chatId !== chatId) throw conflict('clientMessageId', 'clientMessageId was used in another chat');
  return row ? messageById(db, row.id) : undefined;
}

/**
 * Stores a message (and its file) and only then tells both sides. A send
 * repeated with the same clientMessageId returns the stored message.
 */
export async function sendMessage(
  db: Db,
  { realtime, storage }: RealtimeDeps & { storage: FileStorage },
  viewer: Viewer,
  chatId: string,
  { text, clientMessageId, file }: { text?: string; clientMessageId?: string; file?: OutgoingFile },
): Promise<{ message: ChatMessage; created: boolean }> {
  const row = await findChat(db, viewer, chatId);
  if (!text && !file) throw badField('text', 'required', 'text or a file is required');
  const repeated = await existingMessage(db, viewer.userId, chatId, clientMessageId);
  if (repeated) return { message: repeated, created: false };

  const storageKey = file ? randomUUID() : undefined;
  if (file && storageKey) await storage.save(storageKey, file.bytes);
  let messageId: string;
  try {
    messageId = await db.transaction(async (tx) => {
      const [stored] = file && storageKey
        ? await tx.insert(chatFiles).values({ chatId, uploaderId: viewer.userId, storageKey, name: file.name, contentType: file.contentType, size: file.bytes.length }).returning({ id: chatFiles.id })
        : [undefined];
      const [message] = await tx
        .insert(chatMessages)
        .values({ chatId, senderId: viewer.userId, kind: file ? 'file' : 'text', text: text || null, fileId: stored?.id ?? null, clientMessageId: clientMessageId ?? null })
        .returning({ id: chatMessages.id });
      await tx.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, chatId));
      if (!message) throw new Error('message not stored');
      return message.id;
    });
  } catch (error) {
    if (storageKey) await storage.remove(storageKey);
    // Two sends with one clientMessageId at once: the second finds the first.
    const raced = await existingMessage(db, viewer.userId, chatId, clientMessageId);
    if (raced) return { message: raced, created: false };
    throw error;
  }
  const message = await messageById(db, messageId);
  await publishMessage(db, realtime, row, message);
  if (viewer.role === 'patient') {
    await notifyEach(db, realtime, await careContacts(db, row.patient.id), {
      type: 'NewMessage',
      name: 'Nytt meddelande',
      description: `${row.patient.firstName} ${row.patient.lastName}`,
      code: 'new-message',
      params: { patientId: row.patient.id, chatId, messageId },
    });
  }
  return { message, created: true };
}

/** The stored file of a message in a chat the viewer may open. */
export async function findChatFile(db: Db, viewer: Viewer, chatId: string, fileId: string) {
  await findChat(db, viewer, chatId);
  const [file] = await db.select().from(chatFiles).where(and(eq(chatFiles.id, fileId), eq(chatFiles.chatId, chatId)));
  if (!file) throw notFound('File not found');
  return file;
}

/**
 * The physio a patient talks to: their responsible physio; without one, the physio who made their program while
 * they still work for the patient's organization, else its longest-serving physio.
 */
async function physioOf(db: Db, patientId: string): Promise<string> {
  const contacts = await careContacts(db, patientId);
  const [program] = await db.select({ physioId: programs.createdBy }).from(programs).where(eq(programs.patientId, patientId));
  if (program?.physioId && contacts.length > 1 && contacts.includes(program.physioId)) return program.physioId;
  const [first] = contacts;
  if (!first) throw new HttpError(409, 'The patient has no physio to talk to');
  return first;
}

/**
 * The chat between a patient and a physio, made on first use. A physio may
 * open one only with a patient in their scope; a patient talks to their physio.
 * A new chat is announced to both with `chats:new`.
 */
export async function openChat(db: Db, { realtime }: RealtimeDeps, viewer: Viewer, patientId?: string): Promise<{ chat: Chat; created: boolean }> {
  let pair: { patientId: string; physioId: string };
  if (viewer.role === 'patient') {
    pair = { patientId: viewer.userId, physioId: await physioOf(db, viewer.userId) };
  } else {
    // Chats are between a patient and a physio; admins read the record, they do not chat.
    if (viewer.role !== 'physio') throw new HttpError(403, 'Only a physio opens a chat with a patient');
    if (!patientId) throw badField('patientId', 'required', 'patientId is required');
    const [visible] = await db
      .select({ id: patients.userId })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(and(eq(patients.userId, patientId), carePatients(viewer), isNull(users.deletedAt)));
    if (!visible) throw notFound('Patient not found');
    pair = { patientId, physioId: viewer.userId };
  }
  const inserted = await db.insert(chats).values(pair).onConflictDoNothing().returning({ id: chats.id });
  const [existing] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.patientId, pair.patientId), eq(chats.physioId, pair.physioId)));
  if (!existing) throw notFound('Chat not found');
  const participants: Viewer[] = [
    { userId: pair.patientId, role: 'patient' },
    { userId: pair.physioId, role: 'physio' },
  ];
  if (inserted.length > 0) {
    for (const participant of participants) {
      const [view] = await chatViews(db, participant, eq(chats.id, existing.id));
      if (view) realtime.emit([participant.userId], 'chats:new', view);
    }
  }
  const [chat] = await chatViews(db, viewer, eq(chats.id, existing.id));
  if (!chat) throw notFound('Chat not found');
  return { chat, created: inserted.length > 0 };
}

/**
 * A patient's verdict on an exercise: stored as feedback, shared in the chat
 * ("feedback shared") and announced to the physio as an ActivityFeedback notification.
 * Given on a task (the caller has checked it is the patient's), the task keeps the verdict and
 * the note too, so its row on the physio's program shows them; it must be done, with that exercise.
 */
export async function shareFeedback(
  db: Db,
  deps: RealtimeDeps,
  viewer: Viewer,
  { exerciseId, taskId, feedback, pain, note }: { exerciseId: string; taskId?: string; feedback: Difficulty; pain?: number; note?: string },
): Promise<{ feedbackId: string; message: ChatMessage }> {
  if (viewer.role !== 'patient') throw new HttpError(403, 'Only a patient shares feedback');
  const [exercise] = await db.select().from(exercises).where(eq(exercises.id, exerciseId));
  if (!exercise) throw badField('exerciseId');
  if (taskId) {
    const [task] = await db
      .select({ exerciseId: tasks.exerciseId, status: tasks.status })
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.patientId, viewer.userId)));
    if (!task) throw notFound('Task not found');
    if (task.exerciseId !== exerciseId) throw badField('taskId', 'invalid', 'taskId is not a task of that exercise');
    if (task.status !== 'done') throw new HttpError(409, 'The task is not done');
  }
  const { chat } = await openChat(db, deps, viewer);
  const { feedbackId, messageId } = await db.transaction(async (tx) => {
    const [item] = await tx
      .insert(feedbackItems)
      .values({
        patientId: viewer.userId,
        taskId: taskId ?? null,
        exerciseId,
        subjectType: 'exercise',
        subjectId: exerciseId,
        exerciseType: exercise.type,
        category: exercise.groupDisplayName,
        feedback,
        pain: pain ?? null,
        feedbackNote: note || null,
      })
      .returning({ id: feedbackItems.id });
    if (!item) throw new Error('feedback not stored');
    if (taskId) {
      // Written only while the task is still done: an undo racing this leaves a planned task without a verdict.
      const rated = await tx
        .update(tasks)
        .set({ difficulty: feedback, pain: pain ?? null, feedback: note || null })
        .where(and(eq(tasks.id, taskId), eq(tasks.patientId, viewer.userId), eq(tasks.status, 'done')))
        .returning({ id: tasks.id });
      if (rated.length === 0) throw new HttpError(409, 'The task is not done');
    }
    const [message] = await tx
      .insert(chatMessages)
      .values({ chatId: chat.id, senderId: viewer.userId, kind: 'feedback', text: note || null, feedbackId: item.id })
      .returning({ id: chatMessages.id });
    await tx.update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, chat.id));
    if (!message) throw new Error('message not stored');
    return { feedbackId: item.id, messageId: message.id };
  });
  const row = await findChat(db, viewer, chat.id);
  const message = await messageById(db, messageId);
  await publishMessage(db, deps.realtime, row, message);
  const patientName = `${chat.patient.firstName} ${chat.patient.lastName}`.trim();
  await notifyEach(
    db,
    deps.realtime,
    await careContacts(db, viewer.userId),
    activityFeedbackNotification({
      patientId: viewer.userId,
      patientName,
      feedbackId,
      chatId: chat.id,
      exerciseId,
      exerciseName: exercise.name,
      feedback,
      ...(pain !== undefined && { pain }),
      ...(taskId && { taskId }),
    }),
  );
  return { feedbackId, message };
}

/**
 * Takes a patient out of care: the account is closed (kept for the record),
 * and every physio who talked with them is told with `patient:delete`, so
 * their portals drop the chats and messages.
 */
export async function removePatient(db: Db, { realtime }: RealtimeDeps, patientId: string): Promise<{ chatIds: string[] }> {
  const rows = await db.select({ id: chats.id, physioId: chats.physioId }).from(chats).where(eq(chats.patientId, patientId));
  // Told only to those who have the patient in care now; a physio removed from the organization hears nothing.
  const inCare = new Set(await organizationPhysiosOf(db, patientId));
  const updated = await db
    .update(users)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, patientId), eq(users.role, 'patient'), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound('Patient not found');
  // The person may join again later; their personal number is free for that account's BankID sign-in.
  await db.update(patients).set({ personalNumber: null }).where(eq(patients.userId, patientId));
  const chatIds = rows.map((row) => row.id);
  realtime.emit([...new Set(rows.map((row) => row.physioId).filter((id) => inCare.has(id)))], 'patient:delete', { patientId, chatIds });
  return { chatIds };
}
