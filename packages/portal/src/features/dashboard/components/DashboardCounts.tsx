import { CalendarIcon, ChatIcon, CheckIcon, StatTile, UsersIcon } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dayInSweden } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { useDashboard } from '../api/useDashboard';
import { tiles as tilesStyle } from '../dashboard.css';

/** The four numbers of the home page, each leading to where the specialist acts on it. */
export function DashboardCounts() {
  const { t, i18n } = useTranslation('dashboard');
  const { data } = useDashboard();
  // Today in Sweden, where the physio follows the patients up, whatever the reader's clock says.
  const today = dayInSweden();
  const tiles = [
    { key: 'newUsers', href: '/patients/list', icon: <UsersIcon size="sm" /> },
    { key: 'newMessages', href: '/chats', icon: <ChatIcon size="sm" /> },
    { key: 'followUp', href: `/to-do/users?date=${today}`, icon: <CheckIcon size="sm" /> },
    { key: 'startupCalls', href: '/calendar-entries', icon: <CalendarIcon size="sm" /> },
  ] as const;
  return (
    <section aria-label={t('counts')} className={tilesStyle}>
      {tiles.map((tile) => (
        <StatTile
          key={tile.key}
          label={t(`tiles.${tile.key}`)}
          value={data?.[tile.key] ?? 0}
          isLoading={!data}
          icon={tile.icon}
          href={tile.href}
          locale={dateLocale(i18n.language)}
        />
      ))}
    </section>
  );
}
