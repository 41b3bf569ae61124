import { Box, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../profile/api/useProfile';
import { DashboardCounts } from '../components/DashboardCounts';
import { HomeCalendar } from '../components/HomeCalendar';

/** /: greets the specialist, shows what needs their attention and the week's to-do calendar. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { data: profile } = useProfile();

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      {profile ? (
        <Box as="h2" fontSize="h2" fontWeight="bold">
          {t('welcomeBack', { name: `${profile.firstName} ${profile.lastName}` })}
        </Box>
      ) : (
        <Skeleton variant="text" width="40%" />
      )}
      <DashboardCounts />
      <HomeCalendar />
    </Box>
  );
}
