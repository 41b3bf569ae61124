import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

/** Who a drawn page was drawn for: on #root as `data-drawn-for`, its language on <html lang>. */
export const drawnForAttribute = 'data-drawn-for';
export type DrawnFor = 'signed-out' | 'signed-in';

/**
 * Whether #root holds a drawn page (sign-in drawn at build time; the patient app's today drawn by the server) and
 * this reader sees it as it was drawn: in the page's language, and signed in or out as it was drawn for. Only then
 * can React take the markup over (hydrate) instead of drawing the page again.
 */
export function isDrawnFor(root: HTMLElement, reader: { language: string; signedIn: boolean }): boolean {
  const drawnFor: DrawnFor = reader.signedIn ? 'signed-in' : 'signed-out';
  return root.hasChildNodes() && root.getAttribute(drawnForAttribute) === drawnFor && document.documentElement.lang === reader.language;
}

/**
 * Loads the lazy route modules the address matches and puts them on their routes (react-router's way for lazy
 * routes and hydration), so the router starts with the screen ready, not with its HydrateFallback, and the first
 * render matches the markup. Its answer is the router's hydration data: the matched routes' loaders count as run, as
 * they only check a session the page was drawn for and start calls whose answers came with the page.
 */
export async function loadMatchedRoutes(routes: RouteObject[], basename?: string): Promise<HydrationState> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const loaded = matches.filter(({ route }) => route.loader).map(({ route }) => {
    if (!route.id) throw new Error(`A route drawn with a loader needs an id: ${route.path ?? '(layout)'}`);
    return [route.id, null] as const;
  });
  return { loaderData: Object.fromEntries(loaded) };
}
