import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/log';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { isUuid } from '../uuid';
import type { Session } from './tokens';
import { sessionOf } from './plugin';

/** The kinds of record a path can name; a refused patient or organization is filed under its organization. */
export type ScopedRecord = 'patient' | 'organization' | 'physio' | 'chat' | 'calendar-entry';

/**
 * Checks the record a path parameter names (a patient, an organization, a physio, a chat) as the request
 * arrives, before its body is read: `check` throws the 404 of something outside the caller's scope, and
 * the refusal is written to the access log as a denied attempt. A malformed id is left to the route's
 * params schema (400); it can name nothing anyway.
 */
export function checkScopeOnArrival(
  app: FastifyInstance,
  db: Db,
  record: ScopedRecord,
  params: readonly string[],
  check: (session: Session, id: string, request: FastifyRequest) => Promise<unknown>,
) {
  app.addHook('onRequest', async (request) => {
    const values = request.params as Record<string, string | undefined>;
    const id = params.map((name) => values[name]).find((value) => value !== undefined);
    if (!id || !isUuid(id)) return;
    try {
      await check(sessionOf(request), id, request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) {
        await writeAudit(db, request, {
          action: `denied:${record}`,
          outcome: 'denied',
          ...(record === 'patient' && { patientIds: [id] }),
          ...(record === 'organization' && { organizationId: id }),
        });
      }
      throw error;
    }
  });
}
