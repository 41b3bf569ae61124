import { Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { viewLinks } from '../../../lib/views.css';

const views = [
  { path: '/to-do/follow-ups', key: 'views.followUps', keepsFilters: false },
  { path: '/to-do', key: 'views.day', keepsFilters: true },
  { path: '/to-do/users', key: 'views.users', keepsFilters: true },
] as const;

/** The to-do's views: the work list first, then the day's tasks by day and by patient (which share their filters). */
export function TodoViews({ search = '' }: { search?: string }) {
  const { t } = useTranslation('todo');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('views.label')} className={viewLinks}>
      {views.map((view) => (
        <Link
          key={view.path}
          variant="standalone"
          href={`${view.path}${view.keepsFilters && search ? `?${search}` : ''}`}
          aria-current={pathname === view.path ? 'page' : undefined}
        >
          {t(view.key)}
        </Link>
      ))}
    </nav>
  );
}
