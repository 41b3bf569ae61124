import type { RouteObject } from 'react-router-dom';
import { RoleGate } from '../../lib/RoleGate';

export const physioRoutes: RouteObject[] = [
  {
    element: <RoleGate roles={['org_admin', 'system_admin']} />,
    children: [
      { path: '/physios', lazy: () => import('./routes/PhysioListRoute'), handle: { titleKey: 'physios' } },
      { path: '/physios/new', lazy: () => import('./routes/PhysioNewRoute'), handle: { titleKey: 'addPhysio' } },
      { path: '/physios/:id/edit', lazy: () => import('./routes/PhysioEditRoute'), handle: { titleKey: 'editPhysio' } },
    ],
  },
];
