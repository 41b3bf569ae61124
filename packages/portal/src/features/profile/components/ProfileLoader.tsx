import type { ProfileResponse } from '@rehab/contract';
import { Box, Skeleton } from '@rehab/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/useProfile';
import { LoadError } from '../../../lib/LoadError';

/** Shows a placeholder while the profile loads, the error if it fails, else the screen built from it. */
export function ProfileLoader({ children }: { children: (profile: ProfileResponse) => ReactNode }) {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const { data, error } = profile;
  if (data) return children(data);
  if (error) {
    return <LoadError headingLevel={2} title={t('loadFailed')} of={profile} />;
  }
  return (
    <Box display="flex" gap="lg" alignItems="center" aria-busy="true">
      <Skeleton variant="circle" size="large" />
      <Box display="flex" flexDirection="column" gap="md" width="full">
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" lines={4} />
      </Box>
    </Box>
  );
}
