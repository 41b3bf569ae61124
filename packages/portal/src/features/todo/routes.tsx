import type { RouteObject } from 'react-router-dom';

export const toDoRoutes: RouteObject[] = [
  { path: '/to-do/follow-ups', lazy: () => import('./routes/FollowUpsRoute'), handle: { titleKey: 'toDo', texts: ['todo'] } },
  { path: '/to-do', lazy: () => import('./routes/TodoRoute'), handle: { titleKey: 'toDo', texts: ['todo'] } },
  { path: '/to-do/users', lazy: () => import('./routes/TodoUsersRoute'), handle: { titleKey: 'toDo', texts: ['todo'] } },
];
