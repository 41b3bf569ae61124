import type { RouteObject } from 'react-router-dom';
import { startFirstCalls } from '@rehab/web/firstCalls';
import { getAccessToken } from '../../lib/session';
import { todayFirstCalls } from './firstCalls';

export const todayRoutes: RouteObject[] = [
  {
    path: '/',
    // Named, as the server draws it (src/drawToday.tsx) and the browser takes it over with its loader counted as run.
    id: 'today',
    // A first visit asks for the week while the screen's code downloads.
    loader: startFirstCalls(getAccessToken, todayFirstCalls),
    lazy: () => import('./routes/TodayRoute'),
    handle: { texts: ['patientToday'] },
  },
  // Today's exercise in the player; finishing leads into today's feedback form, with its texts.
  // A theory lesson to read and mark read.
  { path: '/tasks/:taskId/lesson', lazy: () => import('./routes/LessonRoute'), handle: { texts: ['patientLesson'] } },
  { path: '/tasks/:taskId', lazy: () => import('./routes/PlayerRoute'), handle: { texts: ['patientPlayer', 'patientToday'] } },
];
