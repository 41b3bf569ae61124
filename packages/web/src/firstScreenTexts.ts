import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * What a route says of itself for a first visit: `texts`, the namespaces its screen (or frame) draws with, and
 * `signedIn`, that it is shown only with a session (a visit without one is sent to sign-in).
 */
export type TextsHandle = { texts?: string[]; signedIn?: boolean };

type Visit = { pathname: string; signedIn: boolean; signInPath: string; basename?: string };

/**
 * The texts of every route the visit's first screen is drawn by, to be fetched with the app's own: a screen would
 * ask for them only once drawn, and a frame and the screen in it one after the other, a round trip each on a slow
 * network.
 */
export function firstScreenTexts(routes: RouteObject[], { pathname, signedIn, signInPath, basename }: Visit): string[] {
  const handles = (path: string) => (matchRoutes(routes, path, basename) ?? []).map((match) => (match.route.handle ?? {}) as TextsHandle);
  // The app's own root may be typed without its last slash (/app); the router is given it with one.
  let shown = handles(`${pathname}/` === basename ? basename : pathname);
  if (!signedIn && shown.some((handle) => handle.signedIn)) shown = handles(signInPath);
  return [...new Set(shown.flatMap((handle) => handle.texts ?? []))];
}
