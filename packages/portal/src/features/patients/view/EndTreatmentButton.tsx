import type { PatientDetails } from '@rehab/contract';
import { AlertDialog, Button, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { endTreatment, patientKey, treatmentPeriodsKey } from '../api/usePatient';
import { isPatientListKey } from '../api/patientListUrl';
import { programKey } from '../program/api/useProgram';
import { weeksOfActivitiesKeyPrefix } from '../program/api/useWeekOfActivities';
import { errorText } from '@rehab/web/serverErrors';

/** "End treatment" with its confirmation (docs/rules/screens.md); the patient's status follows from the server. */
export function EndTreatmentButton({ patient }: { patient: PatientDetails }) {
  const { t } = useTranslation('patients');
  const { mutate } = useSWRConfig();
  const [isOpen, setOpen] = useState(false);

  const confirm = async () => {
    try {
      const updated = await endTreatment(patient.id);
      showToast({ title: t('endTreatment.done'), tone: 'success' });
      // The tasks planned after the end are gone: the program tab reads its weeks and lines again.
      await Promise.all([
        mutate(patientKey(patient.id), updated),
        mutate(isPatientListKey),
        mutate((key) => typeof key === 'string' && key.startsWith(weeksOfActivitiesKeyPrefix(patient.id))),
        mutate(programKey(patient.id)),
        mutate(treatmentPeriodsKey(patient.id)),
      ]);
    } catch (error) {
      showToast({ title: t('endTreatment.failed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
  };

  return (
    <>
      <Button variant="outlined" tone="destructive" onPress={() => setOpen(true)}>
        {t('endTreatment.action')}
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        variant="destructive"
        title={t('endTreatment.title')}
        confirmLabel={t('endTreatment.confirm')}
        cancelLabel={t('endTreatment.cancel')}
        loadingLabel={t('endTreatment.loading')}
        onConfirm={confirm}
      >
        {t('endTreatment.description', { name: `${patient.firstName} ${patient.lastName}` })}
      </AlertDialog>
    </>
  );
}
