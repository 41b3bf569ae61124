import { Button, Link } from '@rehab/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { hasSession } from '../../../lib/session';
import { AuthCard } from '../components/AuthCard';
import { BankIdButton, CodeSignInForm, PasswordSignInForm } from '@rehab/web/auth';
import { bankId, signInCalls } from '../api/auth';

/** /sign-in: with email and password, with a code mailed to the patient, or with BankID when offered; the ways to join and to a new password. */
export function Component() {
  const { t } = useTranslation('patientAuth');
  const navigate = useNavigate();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  // The address typed in one form goes with the patient to the other.
  const [email, setEmail] = useState('');
  const onEmailChange = useCallback((typed: string) => setEmail(typed), []);
  if (hasSession()) return <Navigate to="/" replace />;
  const onSignedIn = () => navigate('/', { replace: true });

  return (
    <AuthCard
      heading={t('signInHeading')}
      intro={method === 'password' ? t('signInIntro') : t('codeHeading')}
      footer={
        <>
          <Button variant="text" onPress={() => setMethod(method === 'password' ? 'code' : 'password')}>
            {method === 'password' ? t('useCode') : t('usePassword')}
          </Button>
          <BankIdButton namespace="patientAuth" bankId={bankId} />
          <Link href="/forgot-password">{t('forgotPassword')}</Link>
          <Link href="/join">{t('joinLink')}</Link>
        </>
      }
    >
      {method === 'password' ? (
        <PasswordSignInForm
          namespace="patientAuth"
          signIn={signInCalls.signInWithPassword}
          defaultEmail={email}
          onEmailChange={onEmailChange}
          onSignedIn={onSignedIn}
        />
      ) : (
        <CodeSignInForm namespace="patientAuth" calls={signInCalls} defaultEmail={email} onEmailChange={onEmailChange} onSignedIn={onSignedIn} />
      )}
    </AuthCard>
  );
}
