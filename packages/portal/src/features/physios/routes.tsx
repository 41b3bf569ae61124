import type { RouteObject } from 'react-router-dom';
import { roleGatedRoutes } from '../../lib/roleGatedRoutes';

export const physioRoutes: RouteObject[] = [
  roleGatedRoutes(
    ['org_admin', 'system_admin'],
    [
      { path: '/physios', lazy: () => import('./routes/PhysioListRoute'), handle: { titleKey: 'physios', texts: ['physios'] } },
      { path: '/physios/new', lazy: () => import('./routes/PhysioNewRoute'), handle: { titleKey: 'addPhysio', texts: ['physios'] } },
      { path: '/physios/:id/edit', lazy: () => import('./routes/PhysioEditRoute'), handle: { titleKey: 'editPhysio', texts: ['physios'] } },
    ],
  ),
];
