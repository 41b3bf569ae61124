import type { PatientProfile } from '@rehab/contract';
import { AlertDialog, Box, Button } from '@rehab/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@rehab/web/serverErrors';

interface ConfirmedRemovalProps {
  /** The button's and the dialog's confirm label, e.g. "Ta bort bilden". */
  label: string;
  title: string;
  /** What removing it means, said in the dialog. */
  consequences: string;
  loadingLabel: string;
  /** The call that removes it; answers the profile without it. */
  remove: () => Promise<PatientProfile>;
  onRemoved: (profile: PatientProfile) => void;
}

/**
 * Removing something saved on the profile (the photo, the BankID link), after a dialog that asks. The profile
 * without it is handed on only once the dialog has closed, so what then takes this button's place can take the focus.
 */
export function ConfirmedRemoval({ label, title, consequences, loadingLabel, remove, onRemoved }: ConfirmedRemovalProps) {
  const { t } = useTranslation('patientProfile');
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const removed = useRef<PatientProfile>(undefined);

  const confirm = async () => {
    setError(undefined);
    try {
      removed.current = await remove();
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
        {label}
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          const profile = removed.current;
          removed.current = undefined;
          if (!open && profile) onRemoved(profile);
        }}
        title={title}
        confirmLabel={label}
        cancelLabel={t('cancel', { ns: 'common' })}
        loadingLabel={loadingLabel}
        variant="destructive"
        onConfirm={confirm}
      >
        <Box display="flex" flexDirection="column" gap="lg">
          <Box as="p">{consequences}</Box>
          <Box role="alert" color="errorText">
            {error}
          </Box>
        </Box>
      </AlertDialog>
    </>
  );
}
