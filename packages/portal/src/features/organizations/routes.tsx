import type { RouteObject } from 'react-router-dom';
import { RoleGate } from '../../lib/RoleGate';

export const organizationRoutes: RouteObject[] = [
  {
    element: <RoleGate roles={['org_admin', 'system_admin']} />,
    children: [
      { path: '/organizations', lazy: () => import('./routes/OrganizationListRoute'), handle: { titleKey: 'organizations' } },
      {
        path: '/organizations/:id/:tab?',
        lazy: () => import('./routes/OrganizationRoute'),
        handle: { titleKey: 'organizations' },
      },
    ],
  },
  {
    element: <RoleGate roles={['system_admin']} />,
    children: [
      {
        path: '/organizations/new',
        lazy: () => import('./routes/OrganizationNewRoute'),
        handle: { titleKey: 'addOrganization' },
      },
    ],
  },
];
