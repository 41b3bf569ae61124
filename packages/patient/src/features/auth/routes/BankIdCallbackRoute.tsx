import { Box, Link, Spinner } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/fetcher';
import { signInWithBankId } from '../api/bankId';
import { AuthCard } from '../components/AuthCard';

/** Which message a failed BankID sign-in shows, by the server's answer. */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'bankId.failed';
  if (error.status === 403) return 'bankId.noAccount';
  const rule = Object.keys(error.errors[0]?.constraints ?? {})[0];
  if (rule === 'cancelled') return 'bankId.cancelled';
  if (rule === 'expired' || rule === 'invalid') return 'bankId.expired';
  return 'bankId.failed';
}

/** /sign-in/bankid?grandidsession=…: where GrandID sends the patient's browser back after BankID. */
export function Component() {
  const { t } = useTranslation('patientAuth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('grandidsession');
  const [failure, setFailure] = useState<string | undefined>(sessionId ? undefined : 'bankId.expired');
  // The session id signs in once; React may run the effect twice in development.
  const tried = useRef(false);

  useEffect(() => {
    if (!sessionId || tried.current) return;
    tried.current = true;
    signInWithBankId(sessionId).then(
      () => navigate('/', { replace: true }),
      (error: unknown) => setFailure(failureKey(error)),
    );
  }, [sessionId, navigate]);

  return (
    <AuthCard heading={t('bankId.heading')} footer={failure && <Link href="/sign-in">{t('backToSignIn')}</Link>}>
      {failure ? (
        <Box role="alert" color="errorText" textAlign="center">
          {t(failure)}
        </Box>
      ) : (
        <Box display="flex" justifyContent="center">
          <Spinner aria-label={t('bankId.signingIn')} />
        </Box>
      )}
    </AuthCard>
  );
}
