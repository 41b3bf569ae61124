import { Box, Button } from '@rehab/ui';
import { useBankIdStart } from '@rehab/web/bankIdSignIn';
import { useTranslation } from 'react-i18next';
import { bankId } from '../../auth/api/auth';
import { startBankIdProof, type BankIdIntent } from '../api/bankIdProof';

/**
 * "Bekräfta med BankID", beside the current password where a change of how one signs in asks for proof: shown when
 * the server offers BankID. Once back from BankID it says the change is confirmed; `intent` is what to come back to.
 */
export function BankIdProofField({ isConfirmed, error, intent }: { isConfirmed: boolean; error?: string; intent: () => BankIdIntent }) {
  const { t } = useTranslation('profile');
  const { data: status } = bankId.useStatus();
  const { isStarting, hasFailed, start } = useBankIdStart(() => startBankIdProof(intent()));
  if (isConfirmed) {
    return (
      <Box role="status" color="primaryText">
        {t('bankIdProof.confirmed')}
      </Box>
    );
  }
  if (!status?.enabled) return null;
  return (
    <Box display="flex" flexDirection="column" gap="sm" alignItems="flex-start">
      {error && (
        <Box role="alert" color="errorText">
          {error}
        </Box>
      )}
      <Button variant="outlined" onPress={() => void start()} isLoading={isStarting} loadingLabel={t('bankIdProof.starting')}>
        {t('bankIdProof.button')}
      </Button>
      {hasFailed && (
        <Box role="alert" color="errorText">
          {t('bankIdProof.startFailed')}
        </Box>
      )}
    </Box>
  );
}
