/** How long a call may take before the apps give up on it. */
export const callTimeoutMs = 30_000;

/** The reader's chosen language, which the server answers the product's content in (decision 0023); Swedish until told. */
let callLanguage = 'sv';

/** Says which language the calls from now on ask for: the app's chosen one, set before its first call and on every change. */
export function setCallLanguage(language: string) {
  callLanguage = language;
}

/** Sends a call to the server with the session's token: the one way both apps send their calls. */
export function send(path: string, init: RequestInit, token: string | undefined): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Explicit, so the browser's own list of languages never decides in which language the content comes.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', callLanguage);
  return fetch(path, { ...init, headers, credentials: 'include', signal: init.signal ?? AbortSignal.timeout(callTimeoutMs) });
}

/** A GET call a first screen's loader sent; `done` once the screen's fetcher has read its answer. */
export type EarlyCall = { token: string | undefined; response: Promise<Response>; done: () => void };

/** GET calls a first screen's loader sent, by address, waiting for the screen's fetcher to read them. */
const earlyCalls = new Map<string, EarlyCall>();

/**
 * Sends a first screen's GET call as its route's loader runs, in the entry script: a round trip and the screen's code
 * sooner than its own hooks could, which wait for that code and for the schemas that read the answer. Resolves
 * once the screen's fetcher has read the answer (`takeEarlyCall`) or, when no screen takes it, once it is dropped:
 * after as long as a call may take, when its answer would be old.
 */
export function sendEarly(path: string, token: string | undefined): Promise<void> {
  return new Promise((resolve) => {
    const response = send(path, {}, token);
    // A failure is the fetcher's to read, as any call's.
    response.catch(() => undefined);
    const call: EarlyCall = {
      token,
      response,
      done() {
        clearTimeout(dropped);
        if (earlyCalls.get(path) === call) earlyCalls.delete(path);
        resolve();
      },
    };
    const dropped = setTimeout(call.done, callTimeoutMs);
    earlyCalls.set(path, call);
  });
}

/**
 * The GET call sent early to `path`, taken once; undefined when there is none, or when the session has changed
 * since it was sent: the screen asks again. The taker calls `done` once it has read the answer.
 */
export function takeEarlyCall(path: string, token: string | undefined): EarlyCall | undefined {
  const call = earlyCalls.get(path);
  if (!call) return undefined;
  earlyCalls.delete(path);
  if (call.token === token) return call;
  call.done();
  return undefined;
}
