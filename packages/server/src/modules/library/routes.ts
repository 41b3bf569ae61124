import {
  libraryActionBody,
  libraryExercise,
  libraryExerciseBody,
  libraryExerciseParams,
  libraryExerciseUpdate,
  libraryMediaParams,
  libraryPage,
  libraryParams,
  libraryQuery,
  mediaFileParams,
  mediaMaxBytes,
  noQuery,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { badField, HttpError } from '../../errors';
import type { MediaStorage } from '../../storage/media-storage';
import { addExerciseMedia, fileOf, findReadableMedia, removeExerciseMedia } from './media';
import { requestedRange } from './range';
import { findLibraryOrganization } from './scope';
import {
  copyLibraryExercise,
  createLibraryExercise,
  findLibraryExercise,
  libraryExerciseView,
  listLibrary,
  retireLibraryExercise,
  updateLibraryExercise,
} from './service';

/** A broken multipart body (cut off, malformed, too large) is the client's fault: a 400 or 413, not a 500. */
function uploadError(error: unknown): unknown {
  if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, `A file may be at most ${mediaMaxBytes / 1024 / 1024} MB`);
  if (error instanceof Error && !('statusCode' in error)) return new HttpError(400, `Bad multipart body: ${error.message}`);
  return error;
}

/** The exercise library of an organization, and its pictures and videos (docs/rules/library.md). */
export const libraryRoutes: FastifyPluginAsyncZod<{ db: Db; storage: MediaStorage }> = async (app, { db, storage }) => {
  // The organization is checked as the request arrives, before its body is read.
  checkScopeOnArrival(app, db, 'organization', ['id'], (session, id) => findLibraryOrganization(db, session, id));
  const base = '/organizations/:id/library';

  app.get(base, { config: { access: 'staff' }, schema: { params: libraryParams, querystring: libraryQuery, response: { 200: libraryPage } } }, async (request) =>
    listLibrary(db, request.params.id, request.query),
  );

  app.post(
    base,
    { config: { access: 'staff' }, schema: { params: libraryParams, querystring: noQuery, body: libraryExerciseBody, response: { 201: libraryExercise } } },
    async (request, reply) => reply.code(201).send(await createLibraryExercise(db, request.params.id, sessionOf(request).userId, request.body)),
  );

  app.get(
    `${base}/:exerciseId`,
    { config: { access: 'staff' }, schema: { params: libraryExerciseParams, querystring: noQuery, response: { 200: libraryExercise } } },
    async (request) => libraryExerciseView(db, request.params.id, await findLibraryExercise(db, request.params.id, request.params.exerciseId)),
  );

  app.patch(
    `${base}/:exerciseId`,
    { config: { access: 'staff' }, schema: { params: libraryExerciseParams, querystring: noQuery, body: libraryExerciseUpdate, response: { 200: libraryExercise } } },
    async (request) => updateLibraryExercise(db, request.params.id, request.params.exerciseId, request.body),
  );

  app.post(
    `${base}/:exerciseId/retire`,
    { config: { access: 'staff' }, schema: { params: libraryExerciseParams, querystring: noQuery, body: libraryActionBody, response: { 200: libraryExercise } } },
    async (request) => retireLibraryExercise(db, request.params.id, request.params.exerciseId),
  );

  app.post(
    `${base}/:exerciseId/copy`,
    { config: { access: 'staff' }, schema: { params: libraryExerciseParams, querystring: noQuery, body: libraryActionBody, response: { 201: libraryExercise } } },
    async (request, reply) => reply.code(201).send(await copyLibraryExercise(db, request.params.id, sessionOf(request).userId, request.params.exerciseId)),
  );

  /** Multipart: one part `file` (a picture or a video) and, with a video, an optional picture `poster`. */
  app.post(
    `${base}/:exerciseId/media`,
    { config: { access: 'staff' }, schema: { params: libraryExerciseParams, querystring: noQuery, response: { 201: libraryExercise } } },
    async (request, reply) => {
      const { id: organizationId, exerciseId } = request.params;
      const exercise = await findLibraryExercise(db, organizationId, exerciseId);
      if (exercise.organizationId === null) throw new HttpError(409, 'A base exercise is copied before it is changed');
      if (!request.isMultipart()) throw new HttpError(415, 'Unsupported Media Type: send multipart/form-data');
      const files: Record<string, Buffer> = {};
      // Both files are read whole (up to the limit) before anything is kept, so a failed upload leaves nothing behind.
      const parts = request.parts({ limits: { fileSize: mediaMaxBytes, files: 2, fields: 2, parts: 4 } });
      try {
        for await (const part of parts) {
          if (part.type !== 'file' || (part.fieldname !== 'file' && part.fieldname !== 'poster') || files[part.fieldname]) {
            if (part.type === 'file') part.file.resume();
            throw badField(part.fieldname, 'whitelist', `property ${part.fieldname} should not exist`);
          }
          const bytes = await part.toBuffer();
          files[part.fieldname] = bytes;
        }
      } catch (error) {
        throw uploadError(error);
      }
      if (!files.file) throw badField('file', 'required', 'file is required');
      await addExerciseMedia(db, storage, exercise, files.file, files.poster);
      return reply.code(201).send(await libraryExerciseView(db, organizationId, exercise));
    },
  );

  app.delete(
    `${base}/:exerciseId/media/:mediaId`,
    { config: { access: 'staff' }, schema: { params: libraryMediaParams, querystring: noQuery, response: { 200: libraryExercise } } },
    async (request) => {
      const { id: organizationId, exerciseId, mediaId } = request.params;
      const exercise = await findLibraryExercise(db, organizationId, exerciseId);
      if (exercise.organizationId === null) throw new HttpError(409, 'A base exercise is copied before it is changed');
      await removeExerciseMedia(db, storage, exercise.id, mediaId);
      return libraryExerciseView(db, organizationId, exercise);
    },
  );

  // Pictures and video, for staff of an organization that sees the exercise and patients whose program holds it.
  app.get('/library-media/:mediaId/:variant', { config: { access: 'signedIn' }, schema: { params: mediaFileParams, querystring: noQuery } }, async (request, reply) => {
    const media = await findReadableMedia(db, sessionOf(request), request.params.mediaId);
    const file = fileOf(media, request.params.variant);
    const size = file ? await storage.size(file.storageKey) : null;
    if (!file || size === null) throw new HttpError(404, 'Media not found');
    const range = requestedRange(request.headers.range, size);
    reply
      .type(file.contentType)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      // Files never change under their key: a reader may keep them, but only for themself.
      .header('cache-control', 'private, max-age=86400, immutable');
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    const stream = await storage.open(file.storageKey, range);
    if (!stream) throw new HttpError(404, 'Media not found');
    if (!range) return reply.header('content-length', size).send(stream);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream);
  });
};
