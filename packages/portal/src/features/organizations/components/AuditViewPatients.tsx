import { Box, Button, DialogTrigger, PopoverDialog } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import type { AuditView } from '../auditViews';

type Patient = AuditView['patients'][number];

/**
 * A view's patients: the one it opened, or a list view's count with the patients it showed behind it. With
 * `onPickPatient` (the system admin's log) a patient shown by id only is a button that filters the log by them.
 */
export function AuditViewPatients({ patients, at, onPickPatient }: { patients: readonly Patient[]; at: string; onPickPatient?: (id: string) => void }) {
  const { t } = useTranslation('organizations');
  // Without a name (the system admin reads no patient data) a patient is told apart by the start of their id.
  const nameOf = (patient: Patient) =>
    [patient.firstName, patient.lastName].filter(Boolean).join(' ') || t('audit.hiddenPatient', { id: patient.id.slice(0, 8) });
  const [only] = patients;
  if (!only) return t('audit.noPatient');
  if (patients.length === 1) {
    if (!onPickPatient || only.firstName || only.lastName) return nameOf(only);
    return (
      <Button variant="text" onPress={() => onPickPatient(only.id)}>
        {nameOf(only)}
      </Button>
    );
  }
  return (
    <DialogTrigger>
      <Button variant="text">{t('audit.listPatients', { count: patients.length })}</Button>
      <PopoverDialog title={t('audit.listPatientsTitle', { count: patients.length, at })}>
        <Box as="ul" display="flex" flexDirection="column" gap="xs" paddingLeft="lg">
          {patients.map((patient) => (
            <li key={patient.id}>{nameOf(patient)}</li>
          ))}
        </Box>
      </PopoverDialog>
    </DialogTrigger>
  );
}
