import type { SecondFactorDoneResponse, TotpEnrolmentResponse } from '@rehab/contract';
import { Box, Button, Link, OneTimeCodeInput } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@rehab/web/serverErrors';
import { confirmAppEnrolment, startAppEnrolment, type Fetch } from '../api/secondFactorCalls';
import { factorErrorText } from './factorErrorText';

/** Adding an authenticator app: its key (as a link the app opens, and as text to type), then its first code. */
export function AppEnrolment({ fetch, onEnrolled }: { fetch: Fetch; onEnrolled: (done: SecondFactorDoneResponse) => void }) {
  const { t } = useTranslation('secondFactor');
  const [enrolment, setEnrolment] = useState<TotpEnrolmentResponse>();
  const [failed, setFailed] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isConfirming, setConfirming] = useState(false);

  useEffect(() => {
    let current = true;
    startAppEnrolment(fetch).then(
      (started) => current && setEnrolment(started),
      (caught: unknown) => current && setFailed(`${t('app.failed')} ${errorText(t, caught)}`),
    );
    return () => {
      current = false;
    };
  }, [fetch, t]);

  const confirm = async (digits: string) => {
    if (!enrolment) return;
    setError(undefined);
    setConfirming(true);
    try {
      onEnrolled(await confirmAppEnrolment(fetch, enrolment.id, digits));
    } catch (caught) {
      setError(factorErrorText(t, caught, 'wrongCode'));
      setCode('');
    } finally {
      setConfirming(false);
    }
  };

  if (failed) return <Box role="alert">{failed}</Box>;
  if (!enrolment) return <Box role="status">{t('app.starting')}</Box>;
  return (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(code);
      }}
    >
      <Box as="p" margin="none">
        {t('app.scan')}
      </Box>
      <Link href={enrolment.uri}>{t('app.link')}</Link>
      <Box display="flex" flexDirection="column" gap="xs">
        <span>{t('app.secret')}</span>
        <Box as="code" fontWeight="bold" data-testid="totp-secret">
          {enrolment.secret}
        </Box>
      </Box>
      <OneTimeCodeInput
        label={t('appCode')}
        getCellLabel={(position, length) => t('codeDigit', { position, length })}
        value={code}
        onChange={setCode}
        onComplete={(digits) => void confirm(digits)}
        errorMessage={error}
        isDisabled={isConfirming}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          isLoading={isConfirming}
          loadingLabel={t('confirming')}
          isDisabled={code.length < 6}
        >
          {t('confirm')}
        </Button>
      </Box>
    </Box>
  );
}
