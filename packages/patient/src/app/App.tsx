import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/swr';
import { appRoutes } from './routes';

/** The app lives under /app/ (vite's base); its routes are written from its own root. */
export const base = import.meta.env.BASE_URL;

/**
 * The app's router in the browser's history. Its start is /app/ with the slash, never /app: only addresses under
 * /app/ are the service worker's, which opens them offline.
 */
export function createAppRouter() {
  if (`${window.location.pathname}/` === base) window.history.replaceState(window.history.state, '', `${base}${window.location.search}${window.location.hash}`);
  return createBrowserRouter(appRoutes, { basename: base });
}

/**
 * What the router renders inside: SWR's settings and a boundary for code and texts still loading. The sign-in
 * page drawn at build time (`src/prerender.tsx`) renders inside it too, so the browser's tree matches that markup.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrDefaults}>
      <Suspense>{children}</Suspense>
    </SWRConfig>
  );
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
