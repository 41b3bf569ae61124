import { apiErrorBody } from '@rehab/contract';
import type { z } from 'zod/mini';
import { ApiError } from '../../../portal/src/lib/ApiError';
import { endSession, getAccessToken } from './session';

export { ApiError };

const timeoutMs = 30_000;

/** The one way the app calls the server: parses the answer with the contract's schema or throws an ApiError. */
export async function apiFetch<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.infer<Schema>> {
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'include', signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(message, timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR');
  }

  // SPEC section 8: a 401 on a call made in a session ends it and goes back to the app's start, once,
  // however many calls answer 401 at once; a late answer to an ended session changes nothing.
  if (response.status === 401 && token && token === getAccessToken()) {
    endSession();
    window.location.assign(import.meta.env.BASE_URL);
  }

  let body: unknown;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 'PARSING_ERROR');
  }

  if (!response.ok) {
    const parsed = apiErrorBody.safeParse(body);
    if (parsed.success) throw new ApiError(parsed.data.message, response.status, parsed.data.errors);
    throw new ApiError(response.statusText, response.status);
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(parsed.error.message, 'PARSING_ERROR');
  return parsed.data;
}

/** A request with a JSON body, for apiFetch's `init`. */
export function jsonBody(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
