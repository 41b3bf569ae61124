import { Box, Button } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useBankIdStart } from '../../../../../portal/src/lib/bankIdSignIn';
import { startBankIdSignIn, useBankIdStatus } from '../api/bankId';

/** Sign in with BankID through GrandID, as in the portal; shown only when the server offers it. */
export function BankIdButton() {
  const { t } = useTranslation('patientAuth');
  const { data: status } = useBankIdStatus();
  const { isStarting, hasFailed, start } = useBankIdStart(startBankIdSignIn);
  if (!status?.enabled) return null;

  return (
    <>
      <Button variant="outlined" onPress={() => void start()} isLoading={isStarting} loadingLabel={t('bankId.starting')}>
        {t('bankId.button')}
      </Button>
      <Box role="alert" color="errorText" textAlign="center">
        {hasFailed && t('bankId.startFailed')}
      </Box>
    </>
  );
}
