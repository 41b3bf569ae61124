import type { RouteObject } from 'react-router-dom';
import { startFirstCalls } from '../../../../portal/src/lib/firstCalls';
import { getAccessToken } from '../../lib/session';
import { todayFirstCalls } from './firstCalls';

export const todayRoutes: RouteObject[] = [
  {
    path: '/',
    // A first visit asks for the week while the screen's code downloads.
    loader: startFirstCalls(getAccessToken, todayFirstCalls),
    lazy: () => import('./routes/TodayRoute'),
    handle: { texts: ['patientToday'] },
  },
];
