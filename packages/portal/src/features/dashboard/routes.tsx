import type { RouteObject } from 'react-router-dom';
import { startFirstCalls } from '@rehab/web/firstCalls';
import { getAccessToken } from '../../lib/session';
import { dashboardFirstCalls } from './api/dashboardFirstCalls';

export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/DashboardRoute'),
    loader: startFirstCalls(getAccessToken, dashboardFirstCalls),
    handle: { titleKey: 'home', texts: ['dashboard', 'calendarEntries'] },
  },
];
