import type { RouteObject } from 'react-router-dom';
import { roleGatedRoutes } from '../../lib/roleGatedRoutes';

export const organizationRoutes: RouteObject[] = [
  roleGatedRoutes(
    ['org_admin', 'system_admin'],
    [
      { path: '/organizations', lazy: () => import('./routes/OrganizationListRoute'), handle: { titleKey: 'organizations', texts: ['organizations'] } },
      {
        path: '/organizations/:id/reviews/:reviewId',
        lazy: () => import('./routes/LogReviewRoute'),
        handle: { titleKey: 'organizations', texts: ['organizations'] },
      },
      {
        path: '/organizations/:id/:tab?',
        lazy: () => import('./routes/OrganizationRoute'),
        handle: { titleKey: 'organizations', texts: ['organizations'] },
      },
    ],
  ),
  roleGatedRoutes(
    ['system_admin'],
    [
      {
        path: '/organizations/new',
        lazy: () => import('./routes/OrganizationNewRoute'),
        handle: { titleKey: 'addOrganization', texts: ['organizations'] },
      },
    ],
  ),
];
