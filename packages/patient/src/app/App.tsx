import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/swr';
import { appRoutes } from './routes';

// The app lives under /app/ (vite's base); its routes are written from its own root.
const router = createBrowserRouter(appRoutes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });

export function App() {
  return (
    <SWRConfig value={swrDefaults}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </SWRConfig>
  );
}
