import { Box, Button } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useBankIdStart } from '@rehab/web/bankIdSignIn';
import { bankIdOfferAttribute } from '@rehab/web/firstAct';
import { startBankIdSignIn, useBankIdStatus } from '../api/bankId';
import { FormMessage } from './FormMessage';

/**
 * Sign in with BankID through GrandID; shown only when the server offers it. Always drawn, hidden until the
 * server says so, so that the build can draw the sign-in page a second time with it shown, for a server that
 * offers BankID (prerenderSignIn.ts).
 */
export function BankIdButton() {
  const { t } = useTranslation('auth');
  const { data: status } = useBankIdStatus();
  const { isStarting, hasFailed, start } = useBankIdStart(startBankIdSignIn);
  return (
    // Without a display of its own, so that `hidden` hides it.
    <Box hidden={!status?.enabled} {...{ [bankIdOfferAttribute]: '' }} width="full">
      <Box display="flex" flexDirection="column" alignItems="center" gap="sm" width="full">
        <Button variant="outlined" onPress={() => void start()} isLoading={isStarting} loadingLabel={t('bankId.starting')}>
          {t('bankId.button')}
        </Button>
        {hasFailed && <FormMessage>{t('bankId.startFailed')}</FormMessage>}
      </Box>
    </Box>
  );
}
