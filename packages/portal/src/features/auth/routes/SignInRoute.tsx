import type { SecondFactorStep } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { hasSession } from '../../../lib/session';
import { useHealth } from '../../system/api/useHealth';
import { SignInCard } from '../components/SignInCard';
import { BankIdButton, CodeSignInForm, PasswordSignInForm } from '@rehab/web/auth';
import { bankId, signInCalls } from '../api/auth';

type Method = 'password' | 'code';

/** /sign-in: by email and password, by a code sent by email, or by BankID when the server offers it. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('password');
  // Back from a new password: the address it was set for, and a word that it was.
  const arrived = useLocation().state as { email?: string; passwordReset?: boolean } | null;
  // The address typed in one form goes with the reader to the other (and to a forgotten password).
  const [email, setEmail] = useState(arrived?.email ?? '');
  // Also kept outside the render: a press held until the page was taken over comes before the next render.
  const typedEmail = useRef(email);
  const onEmailChange = useCallback((typed: string) => {
    typedEmail.current = typed;
    setEmail(typed);
  }, []);
  const { data: health } = useHealth();

  if (hasSession()) return <Navigate to="/" replace />;
  // A password or a code may need a second factor (or its enrolment) before the portal opens.
  const onSignedIn = (step: SecondFactorStep) =>
    navigate(step ? (step.step === 'present' ? '/sign-in/second-factor' : '/sign-in/enrol') : '/', { replace: true });

  return (
    <SignInCard
      labelledBy="sign-in-heading"
      after={
        health && (
          <Box as="p" color="mediumGrey" fontSize="small">
            {t('version', { ns: 'common', version: health.version })}
          </Box>
        )
      }
    >
      <Box display="flex" flexDirection="column" alignItems="center" gap="sm" textAlign="center">
        <Box as="p" color="primaryText" fontWeight="bold" fontSize="h5">
          {t('productName', { ns: 'common' })}
        </Box>
        <Box as="h1" id="sign-in-heading" fontSize="h1" fontWeight="bold">
          {t('heading')}
        </Box>
        <Box as="p" color="mediumGrey">
          {method === 'password' ? t('passwordIntro') : t('codeHeading')}
        </Box>
      </Box>
      <Box width="full">
        {arrived?.passwordReset && (
          <Box as="p" role="status" textAlign="center" marginBottom="lg">
            {t('reset.done')}
          </Box>
        )}
        {method === 'password' ? (
          <PasswordSignInForm
            namespace="auth"
            signIn={signInCalls.signInWithPassword}
            defaultEmail={email}
            onEmailChange={onEmailChange}
            onSignedIn={onSignedIn}
          />
        ) : (
          <CodeSignInForm
            namespace="auth"
            calls={signInCalls}
            defaultEmail={email}
            onEmailChange={onEmailChange}
            onSignedIn={onSignedIn}
          />
        )}
      </Box>
      {method === 'password' && (
        <Button variant="text" onPress={() => navigate('/sign-in/forgot-password', { state: { email: typedEmail.current } })}>
          {t('forgotPassword')}
        </Button>
      )}
      <Button variant="text" onPress={() => setMethod(method === 'password' ? 'code' : 'password')}>
        {method === 'password' ? t('useCode') : t('usePassword')}
      </Button>
      <BankIdButton namespace="auth" bankId={bankId} />
    </SignInCard>
  );
}
