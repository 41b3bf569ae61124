import { Navigate, type RouteObject } from 'react-router-dom';

export const profileRoutes: RouteObject[] = [
  { path: '/profile', element: <Navigate to="/profile/view" replace /> },
  { path: '/profile/view', lazy: () => import('./routes/ProfileViewRoute'), handle: { titleKey: 'profile', texts: ['profile', 'secondFactor'] } },
  { path: '/profile/bankid/:state', lazy: () => import('./routes/BankIdProofRoute'), handle: { titleKey: 'profile', texts: ['profile'] } },
  { path: '/profile/edit', lazy: () => import('./routes/ProfileEditRoute'), handle: { titleKey: 'editProfile', texts: ['profile'] } },
];
