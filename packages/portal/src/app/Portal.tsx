import { Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/swr';

/** The portal on a router of its routes: the browser's history in the app, memory in a screen's story. */
export function Portal({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <SWRConfig value={swrDefaults}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </SWRConfig>
  );
}
