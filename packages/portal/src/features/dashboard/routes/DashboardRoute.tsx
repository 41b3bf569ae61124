import { Box, Button, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../auth/api/auth';
import { useProfile } from '../../profile/api/useProfile';

/** /: greets the specialist. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data: profile } = useProfile();

  return (
    <Box as="main" display="flex" flexDirection="column" gap="xl" padding="xxl">
      {profile ? (
        <Box as="h1" fontSize="h1" fontWeight="bold">
          {t('welcomeBack', { name: `${profile.firstName} ${profile.lastName}` })}
        </Box>
      ) : (
        <Skeleton variant="text" width="40%" />
      )}
      <Box>
        <Button variant="outlined" onPress={() => void signOut().finally(() => navigate('/sign-in', { replace: true }))}>
          {t('signOut', { ns: 'auth' })}
        </Button>
      </Box>
    </Box>
  );
}
