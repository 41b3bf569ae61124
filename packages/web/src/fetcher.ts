import { apiErrorBody, secondFactorRules } from '@rehab/contract';
import type { z } from 'zod/mini';
import { ApiError } from './ApiError';
import { send, takeEarlyCall } from './request';

/** What an app's calls need from its session: the token to send, and where a 401 on it takes the user. */
export interface CallerSession {
  getAccessToken(): string | undefined;
  /** Ends the session after a 401 and leaves the signed-in screens. */
  leave(): void;
}

/** An app's call: GET `path` (or `init`), its answer parsed with `schema`. */
export type ApiFetch = <Schema extends z.ZodMiniType>(path: string, schema: Schema, init?: RequestInit) => Promise<z.infer<Schema>>;

/** The one way an app calls the server: parses the answer with the contract's schema or throws an ApiError. */
export function createApiFetch(session: CallerSession): ApiFetch {
  async function read<Schema extends z.ZodMiniType>(sent: Promise<Response>, token: string | undefined, schema: Schema): Promise<z.infer<Schema>> {
    let response: Response;
    try {
      response = await sent;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiError(message, timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR');
    }

    // docs/rules/errors.md: a 401 on any call made in a session ends it, once, however many calls answer 401 at the same
    // moment: the first one ends the session, so the others no longer belong to it; a late answer changes nothing.
    if (response.status === 401 && token && token === session.getAccessToken() && typeof window !== 'undefined') session.leave();

    let body: unknown;
    try {
      body = response.status === 204 ? undefined : await response.json();
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), 'PARSING_ERROR');
    }

    if (!response.ok) {
      const parsed = apiErrorBody.safeParse(body);
      // A session the server now wants a second factor for (one enrolled elsewhere, a rule set since) signs in again.
      const rules: string[] = Object.values(secondFactorRules);
      const needsSecondFactor =
        parsed.success && parsed.data.errors?.some((error) => Object.keys(error.constraints).some((rule) => rules.includes(rule)));
      if (response.status === 403 && needsSecondFactor && token && token === session.getAccessToken() && typeof window !== 'undefined') session.leave();
      if (parsed.success) throw new ApiError(parsed.data.message, response.status, parsed.data.errors, body);
      throw new ApiError(response.statusText, response.status);
    }

    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(parsed.error.message, 'PARSING_ERROR');
    return parsed.data;
  }

  return async function apiFetch<Schema extends z.ZodMiniType>(path: string, schema: Schema, init?: RequestInit): Promise<z.infer<Schema>> {
    const token = session.getAccessToken();
    // A plain GET may have been sent already, by the first screen's loader.
    const early = init === undefined ? takeEarlyCall(path, token) : undefined;
    try {
      return await read(early?.response ?? send(path, init ?? {}, token), token, schema);
    } finally {
      early?.done();
    }
  };
}

/** A request with a JSON body, for apiFetch's `init`. */
export function jsonBody(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** The files an app fetches with its session: what a plain link or image cannot, as it sends no bearer token. */
export function createFileFetch(session: Pick<CallerSession, 'getAccessToken'>) {
  /** A file call made with the session; a refusal becomes an ApiError with the server's message. */
  async function fetchFile(path: string): Promise<Response> {
    let response: Response;
    try {
      response = await send(path, {}, session.getAccessToken());
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), 'FETCH_ERROR');
    }
    if (!response.ok) {
      const parsed = apiErrorBody.safeParse(await response.json().catch(() => undefined));
      throw new ApiError(parsed.success ? parsed.data.message : response.statusText, response.status);
    }
    return response;
  }

  /** A file the server serves only with the bearer token (e.g. a chat attachment), as a Blob. */
  async function apiFetchFile(path: string): Promise<Blob> {
    return (await fetchFile(path)).blob();
  }

  /** A file the server sends as a download (e.g. a report), fetched with the session and saved under the server's name. */
  async function apiDownload(path: string, fallbackName: string): Promise<void> {
    const response = await fetchFile(path);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // The browser reads the object URL when the click is handled; release it after that.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return { apiFetchFile, apiDownload };
}
