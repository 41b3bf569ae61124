import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from './tokens';
import { sessionOf } from './plugin';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks the record a path parameter names (a patient, an organization, a physio, a chat) as the request
 * arrives, before its body is read: `check` throws the 404 of something outside the caller's scope.
 * A malformed id is left to the route's params schema (400); it can name nothing anyway.
 */
export function checkScopeOnArrival(
  app: FastifyInstance,
  params: readonly string[],
  check: (session: Session, id: string, request: FastifyRequest) => Promise<unknown>,
) {
  app.addHook('onRequest', async (request) => {
    const values = request.params as Record<string, string | undefined>;
    const id = params.map((name) => values[name]).find((value) => value !== undefined);
    if (id && uuidPattern.test(id)) await check(sessionOf(request), id, request);
  });
}
