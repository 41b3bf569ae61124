import { noQuery, patientAccountCloseBody, patientProfile, patientProfileUpdate } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod/mini';
import { sessionOf } from '../../auth/plugin';
import { passwordGuard, type FailureCounts } from '../../auth/throttle';
import type { Db } from '../../db/client';
import { badField, HttpError, notFound } from '../../errors';
import type { Realtime } from '../../realtime/hub';
import { removePatient } from '../chats/service';
import { maxPhotoBytes, photoExtension } from '../profile/routes';
import { confirmPassword, isOwnPhoto, patientProfile as readProfile, removePatientPhoto, replacePatientPhoto, updatePatientProfile } from './profile';

const photoName = z.string().check(z.regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/));
const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The patient's own profile, photo and account; photos follow the portal's profile photo rules. */
export const patientProfileRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string; realtime: Realtime; failures: FailureCounts }> = async (
  app,
  { db, dataDir, realtime, failures },
) => {
  const photoDir = join(dataDir, 'uploads', 'photos');
  const partLimits = { limits: { fileSize: maxPhotoBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 } };
  // Wrong passwords when closing the account count with the app's sign-in, so neither guesses faster.
  const passwords = passwordGuard(failures, 'patient');

  app.get('/patient-app/profile', { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientProfile } } }, async (request) =>
    readProfile(db, sessionOf(request)),
  );

  app.patch(
    '/patient-app/profile',
    { config: { access: 'patient' }, schema: { querystring: noQuery, body: patientProfileUpdate, response: { 200: patientProfile } } },
    async (request) => updatePatientProfile(db, sessionOf(request), request.body),
  );

  app.post('/patient-app/profile/photo', { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientProfile } } }, async (request) => {
    const session = sessionOf(request);
    if (!request.isMultipart()) throw new HttpError(415, 'Unsupported Media Type');
    let photo: Buffer | undefined;
    for await (const part of request.parts(partLimits)) {
      if (part.type !== 'file' || part.fieldname !== 'photo') {
        if (part.type === 'file') part.file.resume();
        throw badField(part.fieldname, 'whitelist');
      }
      photo = await part.toBuffer();
    }
    if (!photo) throw badField('photo', 'required', 'photo is required');
    const extension = photoExtension(photo);
    if (!extension) throw badField('photo');
    // The row first, then the file: a refused change never leaves a file behind.
    const photoPath = `${randomUUID()}.${extension}`;
    const replaced = await replacePatientPhoto(db, session, photoPath);
    mkdirSync(photoDir, { recursive: true });
    await writeFile(join(photoDir, photoPath), photo);
    if (replaced) await rm(join(photoDir, replaced), { force: true });
    return readProfile(db, session);
  });

  app.delete(
    '/patient-app/profile/photo',
    { config: { access: 'patient' }, schema: { querystring: noQuery, response: { 200: patientProfile } } },
    async (request) => {
      const session = sessionOf(request);
      // The row first, then the file: the profile never points at a file that is gone.
      const removed = await removePatientPhoto(db, session);
      if (removed) await rm(join(photoDir, removed), { force: true });
      return readProfile(db, session);
    },
  );

  // The patient's photo is theirs: any other name is the same 404 as a photo that does not exist.
  app.get(
    '/patient-app/profile/photo/:name',
    { config: { access: 'patient' }, schema: { params: z.strictObject({ name: photoName }), querystring: noQuery } },
    async (request, reply) => {
      if (!(await isOwnPhoto(db, sessionOf(request), request.params.name))) throw notFound();
      const stream = createReadStream(join(photoDir, request.params.name));
      try {
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        });
      } catch {
        throw notFound();
      }
      return reply
        .type(contentTypes[request.params.name.split('.').pop() ?? ''] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.delete(
    '/patient-app/account',
    { config: { access: 'patient' }, schema: { querystring: noQuery, body: patientAccountCloseBody } },
    async (request, reply) => {
      const session = sessionOf(request);
      const { email } = await readProfile(db, session);
      await passwords.signIn(email.toLowerCase(), request.ip, () => confirmPassword(db, session, request.body.password));
      // Closed as the portal removes a patient: kept for the record, out of the physios' Inboxes, every token refused.
      await removePatient(db, { realtime }, session.userId);
      realtime.endUser(session.userId);
      return reply.code(204).send();
    },
  );
};
