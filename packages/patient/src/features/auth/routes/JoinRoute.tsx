import { Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { hasSession } from '../../../lib/session';
import { AuthCard } from '../components/AuthCard';
import { JoinForm } from '../components/JoinForm';

/** /join: a new patient joins their clinic with the company code they were given. */
export function Component() {
  const { t } = useTranslation('patientAuth');
  const navigate = useNavigate();
  if (hasSession()) return <Navigate to="/" replace />;
  return (
    <AuthCard heading={t('joinHeading')} intro={t('joinIntro')} footer={<Link href="/sign-in">{t('haveAccount')}</Link>}>
      <JoinForm onJoined={() => navigate('/', { replace: true })} />
    </AuthCard>
  );
}
