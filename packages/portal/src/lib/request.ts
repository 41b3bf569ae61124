/** How long a call may take before the apps give up on it. */
export const callTimeoutMs = 30_000;

/** Sends a call to the server with the session's token: the one way both apps send their calls. */
export function send(path: string, init: RequestInit, token: string | undefined): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(path, { ...init, headers, credentials: 'include', signal: init.signal ?? AbortSignal.timeout(callTimeoutMs) });
}

type EarlyCall = { token: string | undefined; sentAt: number; response: Promise<Response> };

/** GET calls a first screen's loader sent, by address, waiting for the screen's fetcher to read them. */
const earlyCalls = new Map<string, EarlyCall>();

/**
 * Sends a first screen's GET call as its route's loader runs, in the entry script: a round trip and the screen's code
 * sooner than its own hooks could, which wait for that code and for the schemas that read the answer. Resolves
 * once the call has answered or failed; the screen's fetcher takes the answer (`takeEarlyCall`).
 */
export function sendEarly(path: string, token: string | undefined): Promise<void> {
  const response = send(path, {}, token);
  earlyCalls.set(path, { token, sentAt: Date.now(), response });
  return response.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The answer of a GET call sent early to `path` with this token, taken once; undefined when there is none, when
 * the session has changed since, or when it was sent longer ago than a call may take: such an answer is old, and
 * the screen asks again.
 */
export function takeEarlyCall(path: string, token: string | undefined): Promise<Response> | undefined {
  const call = earlyCalls.get(path);
  earlyCalls.delete(path);
  if (!call || call.token !== token || Date.now() - call.sentAt > callTimeoutMs) return undefined;
  return call.response;
}
