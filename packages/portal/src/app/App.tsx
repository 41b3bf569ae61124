import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/swr';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <SWRConfig value={swrDefaults}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </SWRConfig>
  );
}
