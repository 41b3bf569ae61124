import { apiErrorBody } from '@rehab/contract';
import type { z } from 'zod';
import { ApiError } from './ApiError';

const timeoutMs = 30_000;

/** The one way the portal calls the server: parses the answer with the contract's schema or throws an ApiError. */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  init: RequestInit = {},
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'include', signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(message, timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR');
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
