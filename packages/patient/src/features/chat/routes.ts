import type { RouteObject } from 'react-router-dom';

export const chatRoutes: RouteObject[] = [
  { path: '/chat', lazy: () => import('./routes/ChatRoute'), handle: { texts: ['patientChat'] } },
  { path: '/chat/:chatId', lazy: () => import('./routes/ChatRoute'), handle: { texts: ['patientChat'] } },
];
