import { Box, InfoIcon } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline';

/** A calm note while the phone is offline: the program shown is the last one loaded, and marks wait to be sent. */
export function OfflineBanner() {
  const { t } = useTranslation('patientApp');
  const online = useOnline();
  return (
    // The live region is always there, so the change is announced when it happens.
    <div role="status">
      {!online && (
        <Box display="flex" alignItems="flex-start" gap="sm" marginTop="lg" padding="md" background="additional" borderRadius="lg" color="darkGrey">
          <InfoIcon size="sm" />
          <span>{t('offline.banner')}</span>
        </Box>
      )}
    </div>
  );
}
