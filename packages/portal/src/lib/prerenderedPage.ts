import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Whether #root holds the page drawn at build time for this address (`src/prerender.tsx`, sent by the server for
 * the sign-in address) and this reader sees it as it was drawn: in Swedish and signed out. Only then can React take
 * the markup over (hydrate) instead of drawing the page again.
 */
export function isPrerendered(root: HTMLElement, path: string, reader: { language: string; signedIn: boolean }): boolean {
  return root.hasChildNodes() && window.location.pathname === path && reader.language === 'sv' && !reader.signedIn;
}

/**
 * Loads the lazy route modules the address matches and puts them on their routes (react-router's way for lazy
 * routes and hydration), so the router starts with the screen ready, not with its HydrateFallback, and the first
 * render matches the markup.
 */
export async function loadMatchedRoutes(routes: RouteObject[], basename?: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
