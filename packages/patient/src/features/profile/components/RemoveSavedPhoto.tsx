import type { PatientProfile } from '@rehab/contract';
import { AlertDialog, Box, Button } from '@rehab/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../portal/src/lib/serverErrors';
import { removePhoto } from '../api/profileCalls';

/**
 * Removing the saved photo, after a dialog that asks. The profile without it is handed on only once the
 * dialog has closed, so the picker that then takes this button's place can take the focus too.
 */
export function RemoveSavedPhoto({ onRemoved }: { onRemoved: (profile: PatientProfile) => void }) {
  const { t } = useTranslation('patientProfile');
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const removed = useRef<PatientProfile>(undefined);

  const confirm = async () => {
    setError(undefined);
    try {
      removed.current = await removePhoto();
    } catch (failure) {
      setError(errorText(t, failure));
      throw failure;
    }
  };

  return (
    <>
      <Button
        variant="text"
        tone="destructive"
        onPress={() => {
          setError(undefined);
          setOpen(true);
        }}
      >
        {t('photo.removeSaved')}
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          const profile = removed.current;
          removed.current = undefined;
          if (!open && profile) onRemoved(profile);
        }}
        title={t('photo.removeTitle')}
        confirmLabel={t('photo.removeSaved')}
        cancelLabel={t('cancel', { ns: 'common' })}
        loadingLabel={t('photo.removing')}
        variant="destructive"
        onConfirm={confirm}
      >
        <Box display="flex" flexDirection="column" gap="lg">
          <Box as="p">{t('photo.removeConsequences')}</Box>
          <Box role="alert" color="errorText">
            {error}
          </Box>
        </Box>
      </AlertDialog>
    </>
  );
}
