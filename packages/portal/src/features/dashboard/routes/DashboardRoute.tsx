import { Box, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../../../lib/useViewport';
import { useProfile } from '../../profile/api/useProfile';
import { AttentionList } from '../components/AttentionList';
import { DashboardCounts } from '../components/DashboardCounts';
import { DraftList } from '../components/DraftList';
import { HomeCalendar } from '../components/HomeCalendar';

/** /: greets the specialist, shows who and what needs their attention, their unsigned journal notes and the week's to-do calendar. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { data: profile } = useProfile();
  // The greeting wraps to a second line on a phone; its placeholder takes as many, so nothing below moves.
  const headingLines = useViewport() === 'phone' ? 2 : 1;

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      {profile ? (
        <Box as="h2" fontSize="h2" fontWeight="bold">
          {t('welcomeBack', { name: `${profile.firstName} ${profile.lastName}` })}
        </Box>
      ) : (
        <Box fontSize="h2">
          <Skeleton variant="text" lines={headingLines} width="40%" />
        </Box>
      )}
      <AttentionList />
      <DraftList />
      <DashboardCounts />
      <HomeCalendar />
    </Box>
  );
}
