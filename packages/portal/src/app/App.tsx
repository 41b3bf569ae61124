import { Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/swr';
import { ProtectedLayout, requireSession } from './ProtectedLayout';

const router = createBrowserRouter([
  { path: '/sign-in', lazy: () => import('../features/auth/routes/SignInRoute') },
  {
    loader: requireSession,
    element: <ProtectedLayout />,
    children: [{ index: true, lazy: () => import('../features/dashboard/routes/DashboardRoute') }],
  },
  // SPEC section 2: any unknown path goes to sign-in.
  { path: '*', element: <Navigate to="/sign-in" replace /> },
]);

export function App() {
  return (
    <SWRConfig value={swrDefaults}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </SWRConfig>
  );
}
