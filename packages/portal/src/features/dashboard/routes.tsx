import type { RouteObject } from 'react-router-dom';
import { startFirstCalls } from '../../lib/firstCalls';

export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/DashboardRoute'),
    loader: startFirstCalls(() => import('./api/dashboardFirstCalls').then((module) => module.dashboardFirstCalls)),
    handle: { titleKey: 'home', texts: ['dashboard', 'calendarEntries'] },
  },
];
