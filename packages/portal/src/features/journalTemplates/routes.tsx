import type { RouteObject } from 'react-router-dom';
import { roleGatedRoutes } from '../../lib/roleGatedRoutes';

/** The organization's journal templates: its physios and organization admins add, edit and retire them. */
export const journalTemplateRoutes: RouteObject[] = [
  roleGatedRoutes(
    ['physio', 'org_admin'],
    [{ path: '/journal-templates', lazy: () => import('./routes/JournalTemplatesRoute'), handle: { titleKey: 'journalTemplates', texts: ['journalTemplates'] } }],
  ),
];
