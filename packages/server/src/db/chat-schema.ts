import { bigserial, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { feedbackItems, patients, users } from './schema';

export const chatMessageKind = pgEnum('chat_message_kind', ['text', 'file', 'feedback']);

/** One conversation between a patient and one of their physios. */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.userId, { onDelete: 'cascade' }),
    physioId: uuid('physio_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_patient_physio_key').on(t.patientId, t.physioId), index('chats_physio_idx').on(t.physioId)],
);

/** A file sent in a chat; the bytes live in the file storage under `storageKey`. */
export const chatFiles = pgTable('chat_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  chatId: uuid('chat_id')
    .notNull()
    .references(() => chats.id, { onDelete: 'cascade' }),
  uploaderId: uuid('uploader_id')
    .notNull()
    .references(() => users.id),
  storageKey: text('storage_key').notNull(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Global order of messages; clients resync from the last one they saw. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    kind: chatMessageKind('kind').notNull(),
    text: text('text'),
    fileId: uuid('file_id').references(() => chatFiles.id, { onDelete: 'set null' }),
    feedbackId: uuid('feedback_id').references(() => feedbackItems.id, { onDelete: 'set null' }),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientMessageId: uuid('client_message_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_chat_seq_idx').on(t.chatId, t.seq),
    uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientMessageId),
  ],
);
