import { Box, Button, Link, PlusIcon } from '@rehab/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { viewLinks } from '../../../lib/views.css';
import { useLocation, useSearchParams } from 'react-router-dom';

const views = [
  { path: '/calendar-entries', key: 'views.list' },
  { path: '/calendar-entries/week', key: 'views.week' },
] as const;

/** The frame of both calendar views, with links between them that keep the shown week. */
export function CalendarScreen({ children, onBook }: { children: ReactNode; onBook: () => void }) {
  const { t } = useTranslation('calendarEntries');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="md" flexWrap="wrap">
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
        <Button icon={<PlusIcon />} onPress={onBook}>
          {t('form.newEntry')}
        </Button>
      </Box>
      {children}
    </Box>
  );
}
