import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from 'swr';

/** A call a screen makes as it opens: its SWR key and the fetcher its hook reads that key with. */
export type FirstCall = readonly [key: string, fetcher: (key: string) => Promise<unknown>];

/** The calls a route's screen makes as it opens, from the route's address and parameters. */
export type FirstCalls = (args: LoaderFunctionArgs) => FirstCall[];

/** The page itself is still loading: this is a visit's first screen, not a later navigation. */
const isFirstScreen = () => document.readyState !== 'complete';

/**
 * A route loader that, on a visit's first screen, starts the screen's calls while its code downloads, instead of once
 * that code has run; the screen's hooks take the answers (SWR's preload). The module naming the calls loads beside
 * the screen's chunk. Later navigations are left to the hooks: SWR keeps a preloaded answer until a hook fetches its
 * key, and a screen showing cached data may not, so that answer could be read long after.
 */
export function startFirstCalls(calls: () => Promise<FirstCalls>) {
  return async (args: LoaderFunctionArgs) => {
    if (!isFirstScreen()) return null;
    for (const [key, fetcher] of (await calls())(args)) {
      // The screen's hook reads a failure; nothing is left unhandled when the screen is not shown after all.
      firstScreenCalls.push(Promise.resolve(preload(key, fetcher)).catch(() => undefined));
    }
    return null;
  };
}

/** The first screen's calls, started by the loaders above; a route is drawn only once its loaders have run. */
const firstScreenCalls: Promise<unknown>[] = [];

/**
 * Resolves once the visit's first screen has what it shows: its calls have answered, and the browser has had an idle
 * moment since, so it has drawn them. What the screen does not show (the patient app's chat socket) waits for it,
 * instead of sharing a slow phone's network and processor with it.
 */
export function afterFirstScreen(): Promise<void> {
  return Promise.allSettled(firstScreenCalls).then(() => new Promise<void>((resolve) => whenIdle(resolve)));
}

function whenIdle(callback: () => void) {
  // Safari has no requestIdleCallback: there a task after the next frame is the nearest thing.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else requestAnimationFrame(() => setTimeout(callback, 0));
}
