import type { RouteObject } from 'react-router-dom';

export const profileRoutes: RouteObject[] = [
  { path: '/profile', lazy: () => import('./routes/ProfileRoute') },
  { path: '/profile/bankid/:state', lazy: () => import('./routes/BankIdLinkRoute') },
];
