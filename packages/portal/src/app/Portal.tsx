import { Suspense, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RefetchOnLanguageChange, swrDefaults } from '@rehab/web/swr';

/**
 * What the router renders inside: SWR's settings and a boundary for code and texts still loading. The sign-in
 * page drawn at build time (`src/prerender.tsx`) renders inside it too, so the browser's tree matches that markup.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrDefaults}>
      <Suspense>
        <RefetchOnLanguageChange />
        {children}
      </Suspense>
    </SWRConfig>
  );
}

/** The portal on a router of its routes: the browser's history in the app, memory in a screen's story. */
export function Portal({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
