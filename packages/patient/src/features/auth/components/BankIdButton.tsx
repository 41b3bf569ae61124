import { Box, Button } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startBankIdSignIn, useBankIdStatus } from '../api/bankId';

/** Sign in with BankID through GrandID, as in the portal; shown only when the server offers it. */
export function BankIdButton() {
  const { t } = useTranslation('patientAuth');
  const { data: status } = useBankIdStatus();
  const [isStarting, setStarting] = useState(false);
  const [error, setError] = useState<string>();
  if (!status?.enabled) return null;

  const start = async () => {
    setError(undefined);
    setStarting(true);
    try {
      await startBankIdSignIn();
    } catch {
      setError(t('bankId.startFailed'));
      setStarting(false);
    }
  };

  return (
    <>
      <Button variant="outlined" onPress={() => void start()} isLoading={isStarting} loadingLabel={t('bankId.starting')}>
        {t('bankId.button')}
      </Button>
      <Box role="alert" color="errorText" textAlign="center">
        {error}
      </Box>
    </>
  );
}
