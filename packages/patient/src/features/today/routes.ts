import type { RouteObject } from 'react-router-dom';

export const todayRoutes: RouteObject[] = [{ path: '/', lazy: () => import('./routes/TodayRoute') }];
