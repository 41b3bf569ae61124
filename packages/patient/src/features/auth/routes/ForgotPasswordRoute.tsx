import { Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { PasswordResetForm } from '../components/PasswordResetForm';

/** /forgot-password: a new password by a code mailed to the patient. */
export function Component() {
  const { t } = useTranslation('patientAuth');
  const navigate = useNavigate();
  return (
    <AuthCard heading={t('resetHeading')} footer={<Link href="/sign-in">{t('backToSignIn')}</Link>}>
      <PasswordResetForm onReset={() => navigate('/', { replace: true })} />
    </AuthCard>
  );
}
