import type { PatientDetails } from '@rehab/contract';
import { Select, SelectItem, showToast } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { patientKey, setResponsiblePhysio, usePatientPhysios } from '../api/usePatient';
import { isPatientListKey } from '../api/patientListUrl';

/** "None" in the list: every physio of the organization answers the patient. */
const nobody = 'none';

/**
 * The patient's responsible physio, changed by the organization's physios and admins: the physio who gets the
 * patient's messages and notifications (all the organization's physios when there is none).
 */
export function ResponsiblePhysioSelect({ patient }: { patient: PatientDetails }) {
  const { t } = useTranslation('patients');
  const { mutate } = useSWRConfig();
  const physios = usePatientPhysios(patient.id);
  const current = patient.responsiblePhysio;
  const options = [
    { id: nobody, name: t('responsible.nobody') },
    ...(physios.data ?? (current ? [current] : [])).map((physio) => ({
      id: physio.id,
      name: `${physio.firstName} ${physio.lastName}`,
    })),
  ];

  const change = async (key: string) => {
    const physioId = key === nobody ? null : key;
    if (physioId === (current?.id ?? null)) return;
    try {
      const updated = await setResponsiblePhysio(patient.id, physioId);
      showToast({ title: t('responsible.saved'), tone: 'success' });
      await Promise.all([mutate(patientKey(patient.id), updated), mutate(isPatientListKey)]);
    } catch (error) {
      showToast({ title: t('responsible.failed'), description: errorText(t, error), tone: 'error' });
    }
  };

  return (
    <Select
      label={t('responsible.label')}
      description={t('responsible.description')}
      items={options}
      selectedKey={current?.id ?? nobody}
      onSelectionChange={(key) => void change(String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
