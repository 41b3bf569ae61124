import type { RouteObject } from 'react-router-dom';

export const patientRoutes: RouteObject[] = [
  { path: '/patients/view/:userId/program', lazy: () => import('./program/ProgramRoute'), handle: { titleKey: 'patients' } },
  {
    path: '/patients/view/:userId/statistics',
    lazy: () => import('./statistics/StatisticsRoute'),
    handle: { titleKey: 'patients' },
  },
];
