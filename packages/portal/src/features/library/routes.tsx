import type { RouteObject } from 'react-router-dom';
import { roleGatedRoutes } from '../../lib/roleGatedRoutes';

const handle = { titleKey: 'library', texts: ['library'] };

/** The exercise library (Övningsbank): physios and organization admins work in their organizations' library. */
export const libraryRoutes: RouteObject[] = [
  roleGatedRoutes(
    ['physio', 'org_admin'],
    [
      { path: '/library', lazy: () => import('./routes/LibraryRoute'), handle },
      { path: '/library/:exerciseId', lazy: () => import('./routes/LibraryExerciseRoute'), handle },
    ],
  ),
];
