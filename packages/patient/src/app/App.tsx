import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/swr';
import { appRoutes } from './routes';

// The app lives under /app/ (vite's base); its routes are written from its own root. Its start is /app/ with the
// slash, never /app: only addresses under /app/ are the service worker's, which opens them offline.
const base = import.meta.env.BASE_URL;
if (`${window.location.pathname}/` === base) window.history.replaceState(window.history.state, '', `${base}${window.location.search}${window.location.hash}`);
const router = createBrowserRouter(appRoutes, { basename: base });

export function App() {
  return (
    <SWRConfig value={swrDefaults}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </SWRConfig>
  );
}
