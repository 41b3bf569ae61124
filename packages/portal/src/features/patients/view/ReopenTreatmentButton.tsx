import type { PatientDetails } from '@rehab/contract';
import { Button, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { patientKey, reopenTreatment, treatmentPeriodsKey } from '../api/usePatient';
import { isPatientListKey } from '../api/patientListUrl';

/** "Ny behandlingsperiod" for a patient whose treatment has ended: the ended period is kept. */
export function ReopenTreatmentButton({ patient }: { patient: PatientDetails }) {
  const { t } = useTranslation('patients');
  const { mutate } = useSWRConfig();
  const [isPending, setPending] = useState(false);

  const reopen = async () => {
    setPending(true);
    try {
      const updated = await reopenTreatment(patient.id);
      showToast({ title: t('reopenTreatment.done'), tone: 'success' });
      await Promise.all([mutate(patientKey(patient.id), updated), mutate(isPatientListKey), mutate(treatmentPeriodsKey(patient.id))]);
    } catch (error) {
      showToast({ title: t('reopenTreatment.failed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outlined" onPress={() => void reopen()} isLoading={isPending} loadingLabel={t('reopenTreatment.loading')}>
      {t('reopenTreatment.action')}
    </Button>
  );
}
