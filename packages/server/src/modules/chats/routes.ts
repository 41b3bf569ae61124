import {
  apiErrorBody,
  chat,
  chatFileParams,
  chatListResponse,
  chatMessage,
  chatMessagesQuery,
  chatMessagesResponse,
  chatParams,
  chatReadBody,
  chatReadResponse,
  noQuery,
  openChatBody,
  sendMessageFields,
} from '@rehab/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../audit/log';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { badField, HttpError, RequestValidationError } from '../../errors';
import type { Realtime } from '../../realtime/hub';
import { checkFileName, detectContentType } from './file-check';
import { findChat, findChatFile, listChats, listMessages, markChatRead, openChat, sendMessage, type OutgoingFile } from './service';
import type { FileStorage } from './storage';

/** A broken multipart body (cut off, malformed) is the client's fault: a 400, not a 500. */
function uploadError(error: unknown): unknown {
  if (error instanceof Error && !('statusCode' in error)) {
    return new HttpError(400, `Bad multipart body: ${error.message}`);
  }
  return error;
}

export interface ChatRoutesOptions {
  db: Db;
  realtime: Realtime;
  storage: FileStorage;
  /** Largest file a message may carry. */
  uploadMaxBytes: number;
}

/** The Inbox: chats, their messages and files, for physios and patients alike. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { db, realtime, storage, uploadMaxBytes }) => {
  // The chat is checked as the request arrives, before a message or file is read.
  checkScopeOnArrival(app, db, 'chat', ['id'], (session, id) => findChat(db, session, id));

  app.get('/chats', { config: { access: 'signedIn' }, schema: { querystring: noQuery, response: { 200: chatListResponse } } }, async (request) => {
    const list = await listChats(db, sessionOf(request));
    // Each chat shows its patient and their last message: staff read that much of every listed patient's record.
    if (sessionOf(request).role !== 'patient') await writeAudit(db, request, { action: 'read:chat-list', patientIds: list.map((each) => each.patient.id) });
    return list;
  });

  app.post('/chats', { config: { access: 'chatParty' }, schema: { querystring: noQuery, body: openChatBody, response: { 200: chat, 201: chat } } }, async (request, reply) => {
    const { chat: opened, created } = await openChat(db, { realtime }, sessionOf(request), request.body?.patientId);
    return reply.code(created ? 201 : 200).send(opened);
  });

  /** Staff reading a chat read part of the patient's record: it goes in the access log (the patient's own reads do not). */
  const auditChat = async (request: FastifyRequest, chatId: string, action: string) => {
    const session = sessionOf(request);
    if (session.role === 'patient') return;
    const row = await findChat(db, session, chatId);
    await writeAudit(db, request, { action, patientIds: [row.patient.id] });
  };

  app.get('/chats/:id/messages', { config: { access: 'signedIn' }, schema: { params: chatParams, querystring: chatMessagesQuery, response: { 200: chatMessagesResponse } } }, async (request) => {
    const page = await listMessages(db, sessionOf(request), request.params.id, request.query);
    await auditChat(request, request.params.id, 'read:chat-messages');
    return page;
  });

  app.post('/chats/:id/read', { config: { access: 'signedIn' }, schema: { params: chatParams, querystring: noQuery, body: chatReadBody, response: { 200: chatReadResponse } } }, async (request) => ({
    read: await markChatRead(db, sessionOf(request), request.params.id),
  }));

  app.post(
    '/chats/:id/messages',
    { config: { access: 'signedIn' }, schema: { params: chatParams, querystring: noQuery, response: { 200: chatMessage, 201: chatMessage, 400: apiErrorBody } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Unsupported Media Type: send multipart/form-data');
      const fields: Record<string, string> = {};
      let file: OutgoingFile | undefined;
      // The whole file is read (up to the limit) before anything is written, so a failed upload leaves nothing behind.
      // preservePath: a name like "../x.pdf" reaches us as sent, and is refused rather than quietly shortened.
      const parts = request.parts({ preservePath: true, limits: { fileSize: uploadMaxBytes, files: 1, fields: 4, fieldSize: 16 * 1024, parts: 5 } });
      try {
        for await (const part of parts) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              throw badField(part.fieldname, 'whitelist');
            }
            const name = checkFileName(part.filename);
            const bytes = await part.toBuffer();
            file = { name, bytes, contentType: await detectContentType(bytes, name) };
          } else {
            fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
          }
        }
      } catch (error) {
        throw uploadError(error);
      }
      const parsed = sendMessageFields.safeParse(fields);
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues, fields);
      const { message, created } = await sendMessage(db, { realtime, storage }, sessionOf(request), request.params.id, { ...parsed.data, file });
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  // Files are served only through here, to the two people in the chat.
  app.get('/chats/:id/files/:fileId', { config: { access: 'signedIn' }, schema: { params: chatFileParams, querystring: noQuery } }, async (request, reply) => {
    const file = await findChatFile(db, sessionOf(request), request.params.id, request.params.fileId);
    const stream = await storage.open(file.storageKey);
    if (!stream) throw new HttpError(404, 'File not found');
    await auditChat(request, request.params.id, 'read:chat-file');
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
};
