import type { RouteObject } from 'react-router-dom';
import { roleGatedRoutes } from '../../lib/roleGatedRoutes';

const handle = { titleKey: 'programTemplates', texts: ['programTemplates', 'program', 'library'] };

/** The organization's program templates (protocols): its physios and organization admins make, change and retire them. */
export const programTemplateRoutes: RouteObject[] = [
  roleGatedRoutes(
    ['physio', 'org_admin'],
    [
      { path: '/program-templates', lazy: () => import('./routes/ProgramTemplatesRoute'), handle },
      { path: '/program-templates/:templateId', lazy: () => import('./routes/ProgramTemplateEditRoute'), handle },
    ],
  ),
];
