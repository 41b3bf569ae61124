import { Box, Button, OneTimeCodeInput, TextField } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { startSession } from '../../../lib/session';
import { clearPendingSignIn, pendingFetch, pendingSignIn } from '../../auth/api/pendingSignIn';
import { SignInCard } from '../../auth/components/SignInCard';
import { presentAppCode, presentPasskey, presentRecoveryCode } from '../api/secondFactorCalls';
import { BackToSignInButton } from '../components/BackToSignInButton';
import { factorErrorText } from '../components/factorErrorText';

/** /sign-in/second-factor: after the password or the code, the passkey, the app's code or a recovery code. */
export function Component() {
  const { t } = useTranslation('secondFactor');
  const navigate = useNavigate();
  const pending = pendingSignIn();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'passkey' | 'code'>();
  const recoveryField = useRef<HTMLInputElement>(null);
  // Asking for a recovery code moves the user's focus to its field, as the button they pressed is gone.
  const askedForRecovery = recovery !== undefined;
  useEffect(() => {
    if (askedForRecovery) recoveryField.current?.focus();
  }, [askedForRecovery]);

  if (pending?.step.step !== 'present') return <Navigate to="/sign-in" replace />;
  const { methods, recoveryCodes } = pending.step;

  const attempt = async (
    kind: 'passkey' | 'code',
    call: () => Promise<{ access_token: string }>,
    wrong: Parameters<typeof factorErrorText>[2],
  ) => {
    setError(undefined);
    setBusy(kind);
    try {
      const { access_token } = await call();
      clearPendingSignIn();
      startSession(access_token);
      navigate('/', { replace: true });
    } catch (caught) {
      setError(factorErrorText(t, caught, wrong));
      setCode('');
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <SignInCard labelledBy="second-factor-heading">
      <Box display="flex" flexDirection="column" alignItems="center" gap="sm" textAlign="center">
        <Box as="h1" id="second-factor-heading" fontSize="h1" fontWeight="bold">
          {t('heading')}
        </Box>
        <Box as="p" color="mediumGrey">
          {t('intro')}
        </Box>
      </Box>
      <Box role="alert" color="errorText">
        {error}
      </Box>
      {methods.includes('passkey') && recovery === undefined && (
        <Button
          variant="contained"
          isLoading={busy === 'passkey'}
          loadingLabel={t('usingPasskey')}
          onPress={() => void attempt('passkey', () => presentPasskey(pendingFetch), 'passkeyFailed')}
        >
          {t('usePasskey')}
        </Button>
      )}
      {methods.includes('totp') && recovery === undefined && (
        <Box
          as="form"
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="lg"
          onSubmit={(event) => {
            event.preventDefault();
            void attempt('code', () => presentAppCode(pendingFetch, code), 'wrongCode');
          }}
        >
          <OneTimeCodeInput
            align="center"
            label={t('appCode')}
            getCellLabel={(position, length) => t('codeDigit', { position, length })}
            value={code}
            onChange={setCode}
            onComplete={(digits) => void attempt('code', () => presentAppCode(pendingFetch, digits), 'wrongCode')}
            isDisabled={busy !== undefined}
          />
          <Button
            type="submit"
            variant="contained"
            isLoading={busy === 'code'}
            loadingLabel={t('confirming')}
            isDisabled={code.length < 6}
          >
            {t('confirm')}
          </Button>
        </Box>
      )}
      {recovery !== undefined && (
        <Box
          as="form"
          display="flex"
          flexDirection="column"
          gap="lg"
          width="full"
          onSubmit={(event) => {
            event.preventDefault();
            void attempt('code', () => presentRecoveryCode(pendingFetch, recovery), 'wrongRecoveryCode');
          }}
        >
          <TextField
            ref={recoveryField}
            label={t('recoveryCode')}
            description={t('recoveryCodeHint')}
            value={recovery}
            onChange={setRecovery}
            maxLength={20}
            autoComplete="one-time-code"
          />
          <Box display="flex" justifyContent="center">
            <Button
              type="submit"
              variant="contained"
              isLoading={busy === 'code'}
              loadingLabel={t('confirming')}
              isDisabled={recovery.trim().length < 12}
            >
              {t('confirm')}
            </Button>
          </Box>
        </Box>
      )}
      <Box display="flex" gap="md" justifyContent="center" flexWrap="wrap">
        {recoveryCodes && recovery === undefined && (
          <Button variant="text" onPress={() => setRecovery('')}>
            {t('useRecoveryCode')}
          </Button>
        )}
        <BackToSignInButton />
      </Box>
    </SignInCard>
  );
}
