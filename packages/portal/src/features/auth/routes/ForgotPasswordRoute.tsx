import { Box, Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PasswordResetForm } from '../components/PasswordResetForm';
import { SignInCard } from '../components/SignInCard';

/** /sign-in/forgot-password: a new password by a code mailed to the address; then back to sign in with it. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  return (
    <SignInCard labelledBy="reset-heading">
      <Box display="flex" flexDirection="column" alignItems="center" gap="sm" textAlign="center">
        <Box as="h1" id="reset-heading" fontSize="h1" fontWeight="bold">
          {t('reset.heading')}
        </Box>
      </Box>
      <Box width="full">
        <PasswordResetForm
          defaultEmail={email}
          onReset={(resetEmail) => navigate('/sign-in', { replace: true, state: { email: resetEmail, passwordReset: true } })}
        />
      </Box>
      <Link href="/sign-in">{t('reset.backToSignIn')}</Link>
    </SignInCard>
  );
}
