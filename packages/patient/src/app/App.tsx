import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RefetchOnLanguageChange, swrDefaults } from '@rehab/web/swr';
import { appRoutes } from './routes';

/** The app lives under /app/ (vite's base); its routes are written from its own root. */
export const base = import.meta.env.BASE_URL;

/**
 * The app's router in the browser's history. Its start is /app/ with the slash, never /app: only addresses under
 * /app/ are the service worker's, which opens them offline.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  if (`${window.location.pathname}/` === base) window.history.replaceState(window.history.state, '', `${base}${window.location.search}${window.location.hash}`);
  return createBrowserRouter(appRoutes, { basename: base, hydrationData });
}

/**
 * What the router renders inside: SWR's settings and a boundary for code and texts still loading. A drawn page
 * (sign-in at build time, `src/prerender.tsx`; today by the server, `src/drawToday.tsx`) renders inside it too, so
 * the browser's tree matches that markup; `calls` are the answers the page was drawn with, by their keys.
 */
export function AppProviders({ calls, children }: { calls?: Record<string, unknown>; children: ReactNode }) {
  return (
    <SWRConfig value={calls ? { ...swrDefaults, fallback: calls } : swrDefaults}>
      <Suspense>
        <RefetchOnLanguageChange />
        {children}
      </Suspense>
    </SWRConfig>
  );
}

export function App({ router, calls }: { router: ReturnType<typeof createBrowserRouter>; calls?: Record<string, unknown> }) {
  return (
    <AppProviders calls={calls}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
