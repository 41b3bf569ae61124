import { Box, Button } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useBankIdStart } from '../../../lib/bankIdSignIn';
import { startBankIdSignIn, useBankIdStatus } from '../api/bankId';
import { FormMessage } from './FormMessage';

/** Sign in with BankID through GrandID; shown only when the server offers it. */
export function BankIdButton() {
  const { t } = useTranslation('auth');
  const { data: status } = useBankIdStatus();
  const { isStarting, hasFailed, start } = useBankIdStart(startBankIdSignIn);
  if (!status?.enabled) return null;

  return (
    <Box display="flex" flexDirection="column" alignItems="center" gap="sm" width="full">
      <Button variant="outlined" onPress={() => void start()} isLoading={isStarting} loadingLabel={t('bankId.starting')}>
        {t('bankId.button')}
      </Button>
      {hasFailed && <FormMessage>{t('bankId.startFailed')}</FormMessage>}
    </Box>
  );
}
