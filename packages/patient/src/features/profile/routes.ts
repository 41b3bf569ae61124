import type { RouteObject } from 'react-router-dom';

export const profileRoutes: RouteObject[] = [
  { path: '/profile', lazy: () => import('./routes/ProfileRoute'), handle: { texts: ['patientProfile'] } },
  { path: '/profile/bankid/:state', lazy: () => import('./routes/BankIdLinkRoute'), handle: { texts: ['patientProfile'] } },
];
