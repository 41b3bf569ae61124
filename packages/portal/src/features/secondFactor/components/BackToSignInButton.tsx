import { Button } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearPendingSignIn } from '../../auth/api/pendingSignIn';

/** Leaves a sign-in whose second factor is still to come: its token is forgotten, and the password asked again. */
export function BackToSignInButton() {
  const { t } = useTranslation('secondFactor');
  const navigate = useNavigate();
  return (
    <Button
      variant="text"
      onPress={() => {
        clearPendingSignIn();
        navigate('/sign-in', { replace: true });
      }}
    >
      {t('backToSignIn')}
    </Button>
  );
}
