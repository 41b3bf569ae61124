import { emergencyAccessHours, emergencyReasonMax, emergencyReasonMin, type PatientDetails } from '@rehab/contract';
import { Box, Button, Dialog, TextArea, showToast, DialogActions } from '@rehab/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { patientKey, startEmergencyAccess } from '../api/usePatient';

/**
 * "Nödåtkomst": staff without the care right open the record for a stated reason. The server logs every read
 * under it with the reason and tells the patient's responsible physio; the dialog says so before it is opened.
 */
export function EmergencyAccessButton({ patient }: { patient: PatientDetails }) {
  const { t } = useTranslation('patients');
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < emergencyReasonMin) {
      setError(t('emergency.reasonTooShort', { count: emergencyReasonMin }));
      return;
    }
    setPending(true);
    try {
      await startEmergencyAccess(patient.id, trimmed);
      setOpen(false);
      setReason('');
      showToast({ title: t('emergency.opened'), tone: 'success' });
      await mutate(patientKey(patient.id));
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button tone="destructive" onPress={() => setOpen(true)}>
        {t('emergency.action')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable={false}
        title={t('emergency.title')}
        closeLabel={t('close', { ns: 'common' })}
        footer={(close) => (
          <DialogActions
            close={close}
            cancelLabel={t('emergency.cancel')}
            confirmLabel={t('emergency.confirm')}
            pendingLabel={t('emergency.opening')}
            isPending={isPending}
            form="emergency-access"
            tone="destructive"
          />
        )}
      >
        <form id="emergency-access" noValidate onSubmit={(event) => void submit(event)}>
          <Box display="flex" flexDirection="column" gap="lg">
            <p>{t('emergency.description', { name: `${patient.firstName} ${patient.lastName}`, hours: emergencyAccessHours })}</p>
            <TextArea
              label={t('emergency.reason')}
              description={t('emergency.reasonHint', { min: emergencyReasonMin, max: emergencyReasonMax })}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError(undefined);
              }}
              maxLength={emergencyReasonMax}
              isRequired
              errorMessage={error}
              isInvalid={error !== undefined}
            />
          </Box>
        </form>
      </Dialog>
    </>
  );
}
