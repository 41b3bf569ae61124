import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';

// The same shape as the portal: a router whose screens are lazy route modules.
const router = createBrowserRouter([
  { path: '/sign-in', lazy: () => import('./SignInRoute') },
  { index: true, lazy: () => import('./DashboardRoute') },
  { path: '*', element: <Navigate to="/sign-in" replace /> },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
