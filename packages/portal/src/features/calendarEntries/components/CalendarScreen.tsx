import { Box, Link } from '@rehab/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { viewLinks } from '../../../lib/views.css';
import { useLocation, useSearchParams } from 'react-router-dom';

const views = [
  { path: '/calendar-entries', key: 'views.list' },
  { path: '/calendar-entries/week', key: 'views.week' },
] as const;

/** The frame of both calendar views, with links between them that keep the shown week. */
export function CalendarScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation('calendarEntries');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <nav aria-label={t('views.label')} className={viewLinks}>
        {views.map((view) => (
          <Link
            key={view.path}
            variant="standalone"
            href={`${view.path}${search ? `?${search}` : ''}`}
            aria-current={pathname === view.path ? 'page' : undefined}
          >
            {t(view.key)}
          </Link>
        ))}
      </nav>
      {children}
    </Box>
  );
}
