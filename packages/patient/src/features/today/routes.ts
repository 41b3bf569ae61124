import type { RouteObject } from 'react-router-dom';
import { startFirstCalls } from '../../../../portal/src/lib/firstCalls';

export const todayRoutes: RouteObject[] = [
  {
    path: '/',
    // A first visit asks for the week while the screen's code downloads.
    loader: startFirstCalls(() => import('./firstCalls').then((module) => module.todayFirstCalls)),
    lazy: () => import('./routes/TodayRoute'),
    handle: { texts: ['patientToday'] },
  },
];
