import type { RouteObject } from 'react-router-dom';

export const settingsRoutes: RouteObject[] = [
  { path: '/settings/*', lazy: () => import('./routes/SettingsRoute'), handle: { titleKey: 'settings', texts: ['settings'] } },
];
