import { Button, LogoutIcon } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../../lib/signOut';

/** Signs out at once: the session ends here before the server has answered, so nobody waits on a slow network. */
export function SignOutButton() {
  const { t } = useTranslation('patientProfile');
  const navigate = useNavigate();
  return (
    <Button
      variant="outlined"
      icon={<LogoutIcon />}
      onPress={() => {
        void signOut();
        navigate('/sign-in', { replace: true });
      }}
    >
      {t('signOut')}
    </Button>
  );
}
