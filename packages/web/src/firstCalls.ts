import type { LoaderFunctionArgs } from 'react-router-dom';
import { sendEarly } from './request';

/**
 * The GET calls a route's screen makes as it opens, from the route's address and parameters: their addresses,
 * which are also the SWR keys its hooks read them under. Built without the calls' schemas, so that it can be in the
 * entry script.
 */
export type FirstCalls = (args: LoaderFunctionArgs) => string[];

/** The page itself is still loading: this is a visit's first screen, not a later navigation. */
const isFirstScreen = () => document.readyState !== 'complete';

/**
 * A route loader that, on a visit's first screen, sends the screen's calls at once, while the screen's code
 * downloads, instead of once that code has run; the screen's fetchers take the answers (`takeEarlyCall`).
 * Later navigations are left to the hooks, which may show what SWR has kept instead of asking again.
 */
export function startFirstCalls(getAccessToken: () => string | undefined, calls: FirstCalls) {
  return (args: LoaderFunctionArgs) => {
    if (!isFirstScreen()) return null;
    const token = getAccessToken();
    // Signed out, the screen sends the reader to sign in: a call now would only be refused with a 401.
    if (!token) return null;
    for (const path of calls(args)) firstScreenCalls.push(sendEarly(path, token));
    return null;
  };
}

/** The first screen's calls, sent by the loaders above; a route is drawn only once its loaders have run. */
const firstScreenCalls: Promise<void>[] = [];

/**
 * Resolves once the visit's first screen has what it shows: the screen has read its calls' answers, and the browser
 * has had an idle moment since, so it has drawn them. What the screen does not show (the patient app's chat socket)
 * waits for it, instead of sharing a slow phone's network and processor with it.
 */
export function afterFirstScreen(): Promise<void> {
  return Promise.all(firstScreenCalls).then(() => new Promise<void>((resolve) => whenIdle(resolve)));
}

function whenIdle(callback: () => void) {
  // Safari has no requestIdleCallback: there a task after the next frame is the nearest thing.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else requestAnimationFrame(() => setTimeout(callback, 0));
}
