import { Box, Button } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useBankIdStart, type BankIdSignIn } from '../bankIdSignIn';
import { bankIdOfferAttribute } from '../firstAct';
import type { AuthTexts } from './authTexts';
import { FormMessage } from './FormMessage';

/**
 * Sign in with BankID through GrandID, in either app; shown only when the server offers it. Always drawn,
 * hidden until the server says so, so that the build can draw the sign-in page a second time with it shown, for a
 * server that offers BankID (prerenderSignIn.ts).
 */
export function BankIdButton({ namespace, bankId }: { namespace: AuthTexts; bankId: BankIdSignIn }) {
  const { t } = useTranslation(namespace);
  const { data: status } = bankId.useStatus();
  const { isStarting, hasFailed, start } = useBankIdStart(bankId.start);
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
