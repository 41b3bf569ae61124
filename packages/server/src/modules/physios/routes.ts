import {
  noQuery,
  physio,
  physioCreateBody,
  physioDeleteResponse,
  physioListQuery,
  physioListResponse,
  physioParams,
  physioUpdateBody,
} from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sessionOf } from '../../auth/plugin';
import { checkScopeOnArrival } from '../../auth/scope-on-arrival';
import type { Db } from '../../db/client';
import { badField, HttpError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { findManagedPhysio } from '../patients/scope';
import { maxPhotoBytes, photoExtension } from '../profile/routes';
import { createPhysio, deletePhysio, getPhysio, listPhysios, updatePhysio } from './service';

/** Physio management by organization and system admins; the rules are in patients/scope.ts. */
export const physioRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string; mailer: Mailer; portalUrl: string }> = async (
  app,
  { db, dataDir, mailer, portalUrl },
) => {
  const photoDir = join(dataDir, 'uploads', 'photos');
  // The physio is checked as the request arrives, before its body is read.
  checkScopeOnArrival(app, db, 'physio', ['id'], (session, id) => findManagedPhysio(db, session, id));

  app.get('/physios', { config: { access: 'admin' }, schema: { querystring: physioListQuery, response: { 200: physioListResponse } } }, async (request) =>
    listPhysios(db, sessionOf(request), request.query),
  );

  app.post(
    '/physios',
    { config: { access: 'admin' }, schema: { querystring: noQuery, body: physioCreateBody, response: { 201: physio } } },
    async (request, reply) =>
      reply.code(201).send(await createPhysio(db, { mailer, portalUrl }, sessionOf(request), request.body)),
  );

  app.get(
    '/physios/:id',
    { config: { access: 'admin' }, schema: { params: physioParams, querystring: noQuery, response: { 200: physio } } },
    async (request) => getPhysio(db, sessionOf(request), request.params.id),
  );

  app.patch(
    '/physios/:id',
    { config: { access: 'admin' }, schema: { params: physioParams, querystring: noQuery, body: physioUpdateBody, response: { 200: physio } } },
    async (request) => {
      const { physio: updated, sessionsEnded } = await updatePhysio(db, sessionOf(request), request.params.id, request.body, undefined, mailer);
      // Their tokens already fail; open sockets end now too.
      if (sessionsEnded) app.realtime.endUser(updated.id);
      return updated;
    },
  );

  app.put(
    '/physios/:id/photo',
    { config: { access: 'admin' }, schema: { params: physioParams, querystring: noQuery, response: { 200: physio } } },
    async (request) => {
      const session = sessionOf(request);
      await findManagedPhysio(db, session, request.params.id);
      if (!request.isMultipart()) throw new HttpError(415, 'Unsupported Media Type');
      let photo: Buffer | undefined;
      for await (const part of request.parts({ limits: { fileSize: maxPhotoBytes, files: 1, fields: 0, parts: 1 } })) {
        if (part.type !== 'file' || part.fieldname !== 'photo') {
          if (part.type === 'file') part.file.resume();
          throw badField(part.fieldname, 'whitelist');
        }
        photo = await part.toBuffer();
      }
      if (!photo) throw badField('photo', 'required', 'photo is required');
      const extension = photoExtension(photo);
      if (!extension) throw badField('photo');
      const photoPath = `${randomUUID()}.${extension}`;
      await mkdir(photoDir, { recursive: true });
      await writeFile(join(photoDir, photoPath), photo);
      const { physio: updated, replacedPhoto } = await updatePhysio(db, session, request.params.id, {}, photoPath);
      if (replacedPhoto) await rm(join(photoDir, replacedPhoto), { force: true });
      return updated;
    },
  );

  app.delete(
    '/physios/:id',
    { config: { access: 'admin' }, schema: { params: physioParams, querystring: noQuery, response: { 200: physioDeleteResponse } } },
    async (request) => {
      const removed = await deletePhysio(db, sessionOf(request), request.params.id);
      // Their tokens already fail (the account is closed); open sockets end now too.
      app.realtime.endUser(removed.id);
      return removed;
    },
  );
};
