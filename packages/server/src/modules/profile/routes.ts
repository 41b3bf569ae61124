import { noQuery, profileResponse, profileUpdateFields } from '@rehab/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod/mini';
import { sessionOf } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { badField, HttpError, notFound, RequestValidationError } from '../../errors';
import { endOtherSessions } from '../../auth/sessions';
import { codeAttempts, passwordGuard, type FailureCounts } from '../../auth/throttle';
import type { Mailer } from '../../mail/mailer';
import type { Realtime } from '../../realtime/hub';
import { accountOf, confirmIdentity } from '../account/service';
import type { GrandIdClient } from '../grandid/client';
import { identityChangedMail } from '../physios/identity';
import { getProfile, maySeePhoto, updateProfile } from './service';

export const maxPhotoBytes = 5 * 1024 * 1024;

/** Image kinds a photo may be, told by their first bytes rather than by the declared type. */
export function photoExtension(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

const photoName = z.string().check(z.regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/));
const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  dataDir: string;
  secret: Uint8Array;
  mailer: Mailer;
  failures: FailureCounts;
  realtime: Realtime;
  grandId?: GrandIdClient;
}> = async (app, { db, dataDir, secret, mailer, failures, realtime, grandId }) => {
  const passwords = passwordGuard(failures, 'portal');
  const photoDir = join(dataDir, 'uploads', 'photos');
  // The multipart parser is registered once for the app; the photo brings its own limits.
  const partLimits = { limits: { fileSize: maxPhotoBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 } };

  app.get('/specialists/profile', { config: { access: 'staff' }, schema: { querystring: noQuery, response: { 200: profileResponse } } }, async (request) =>
    getProfile(db, sessionOf(request).userId),
  );

  app.patch('/specialists/profile', { config: { access: 'staff' }, schema: { querystring: noQuery, response: { 200: profileResponse } } }, async (request) => {
    const { userId } = sessionOf(request);
    // Only a specialist has a profile: anyone else is refused before a byte of the body is read.
    await getProfile(db, userId);
    if (!request.isMultipart()) throw new HttpError(415, 'Unsupported Media Type');
    const fields: Record<string, string> = {};
    let photo: Buffer | undefined;
    for await (const part of request.parts(partLimits)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') {
          part.file.resume();
          throw badField(part.fieldname, 'whitelist');
        }
        photo = await part.toBuffer();
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
    const parsed = profileUpdateFields.safeParse(fields);
    if (!parsed.success) throw new RequestValidationError(parsed.error.issues, fields);
    const extension = photo && photoExtension(photo);
    if (photo && !extension) throw badField('photo');
    const photoPath = extension ? `${randomUUID()}.${extension}` : undefined;
    // A new email or personal number is a new way into the account: a session alone may not make one.
    const before = await accountOf(db, userId);
    const current = await getProfile(db, userId);
    const { email, bankId, currentPassword, code, bankIdSessionId, bankIdState } = parsed.data;
    const emailChanged = email !== undefined && email.toLowerCase() !== before.email.toLowerCase();
    const bankIdChanged = bankId !== undefined && bankId !== current.profile.bankId;
    if (emailChanged || bankIdChanged) {
      await confirmIdentity(db, before, { currentPassword, code, bankIdSessionId, bankIdState }, {
        secret,
        grandId,
        checkPassword: (check) => passwords.signIn(before.email, request.ip, check),
        checkCode: (check) => codeAttempts(passwords.byIp)(request.ip, check),
      });
    }
    let ended: string[] = [];
    // The row is saved first (where a taken email or personal number is refused) and the file only then,
    // so a refused change never leaves a file behind.
    const { replacedPhoto } = await updateProfile(db, userId, parsed.data, photoPath, async (tx) => {
      if (emailChanged || bankIdChanged) ended = await endOtherSessions(tx, sessionOf(request));
    });
    if (emailChanged || bankIdChanged) {
      for (const jti of ended) realtime.endSession(jti);
      // The old address hears of it, so a takeover cannot pass unnoticed.
      mailer
        .send(identityChangedMail(before, { emailChanged, bankIdChanged }, 'themselves'))
        .catch((error: unknown) => request.log.error({ err: error }, 'identity change mail failed'));
    }
    if (photo && photoPath) {
      mkdirSync(photoDir, { recursive: true });
      await writeFile(join(photoDir, photoPath), photo);
    }
    if (replacedPhoto) await rm(join(photoDir, replacedPhoto), { force: true });
    return getProfile(db, userId);
  });

  // A photo is personal data: only the person, a colleague in one of their organizations, or the system
  // admin sees it; anyone else gets the same 404 as for a photo that does not exist.
  app.get('/uploads/photos/:name', { config: { access: 'staff' }, schema: { params: z.strictObject({ name: photoName }) } }, async (request, reply) => {
    if (!(await maySeePhoto(db, sessionOf(request), request.params.name))) throw notFound();
    const extension = request.params.name.split('.').pop() ?? '';
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
      .type(contentTypes[extension] ?? 'application/octet-stream')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
};
