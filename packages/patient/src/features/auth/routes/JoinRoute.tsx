import { Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasSession } from '../../../lib/session';
import { AuthCard } from '../components/AuthCard';
import { InvitationJoin } from '../components/InvitationForm';
import { JoinForm } from '../components/JoinForm';

/** The secret of an invitation's link, after `#invitation=` (a fragment never reaches a server). */
const invitationToken = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('invitation');

/** /join: a new patient joins their clinic with the company code they were given, or by the invitation staff sent them. */
export function Component() {
  const { t } = useTranslation('patientAuth');
  const navigate = useNavigate();
  const token = invitationToken(useLocation().hash);
  if (hasSession()) return <Navigate to="/" replace />;
  const joined = () => navigate('/', { replace: true });
  if (token) return <InvitationJoin token={token} onJoined={joined} />;
  return (
    <AuthCard heading={t('joinHeading')} intro={t('joinIntro')} footer={<Link href="/sign-in">{t('haveAccount')}</Link>}>
      <JoinForm onJoined={joined} />
    </AuthCard>
  );
}
