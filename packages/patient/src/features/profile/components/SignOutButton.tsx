import { Button, LogoutIcon } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../../lib/signOut';

export function SignOutButton() {
  const { t } = useTranslation('patientProfile');
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  return (
    <Button
      variant="outlined"
      icon={<LogoutIcon />}
      isLoading={isSigningOut}
      loadingLabel={t('signingOut')}
      onPress={async () => {
        setSigningOut(true);
        await signOut();
        navigate('/sign-in', { replace: true });
      }}
    >
      {t('signOut')}
    </Button>
  );
}
