import { ComboBox, ComboBoxItem, TextField, type Key } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useAuditPatientOptions } from '../api/useOrganizationAudit';
import { useOrganizationPhysios } from '../api/useOrganizationPhysios';

type Person = { id: string; firstName: string; lastName: string };
const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

type AuditPersonFiltersProps = {
  organizationId: string;
  actor: string | null;
  patient: string | null;
  onActorChange: (id: string | null) => void;
  onPatientChange: (id: string | null) => void;
  /**
   * For the system admin, who sees patients as ids only: the patient is given by their id (typed, pasted, or put
   * there from a row of the log) instead of found by name.
   */
  patientById?: { id: string; isInvalid: boolean; onChange: (id: string) => void };
};

/** The log's "who" and "whose" filters: a physio of the organization, and a patient found by name or given by id. */
export function AuditPersonFilters({ organizationId, actor, patient, onActorChange, onPatientChange, patientById }: AuditPersonFiltersProps) {
  const { t } = useTranslation('organizations');
  const physios = useOrganizationPhysios(organizationId);
  const staff = physios.items ?? [];
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const patients = useAuditPatientOptions(organizationId, search, !patientById);
  const patientItems = patients.data?.items ?? [];
  const pick = (onChange: (id: string | null) => void) => (key: Key | null) => onChange(key === null ? null : String(key));
  return (
    <>
      <ComboBox
        label={t('audit.actorFilter')}
        placeholder={t('audit.anyone')}
        items={staff}
        selectedKey={actor}
        onSelectionChange={pick(onActorChange)}
        onInputChange={(value) => value === '' && onActorChange(null)}
        emptyText={t('audit.noStaff')}
      >
        {(person) => (
          <ComboBoxItem id={person.id} textValue={fullName(person)}>
            {fullName(person)}
          </ComboBoxItem>
        )}
      </ComboBox>
      {patientById ? (
        <TextField
          label={t('audit.patientIdFilter')}
          description={t('audit.patientIdHint')}
          value={patientById.id}
          onChange={patientById.onChange}
          isInvalid={patientById.isInvalid}
          errorMessage={patientById.isInvalid ? t('audit.patientIdInvalid') : undefined}
          maxLength={36}
          autoComplete="off"
          spellCheck="false"
        />
      ) : (
      <ComboBox
        label={t('audit.patientFilter')}
        placeholder={t('audit.anyPatient')}
        items={patientItems}
        selectedKey={patient}
        onSelectionChange={pick(onPatientChange)}
        onInputChange={(value) => {
          setTyped(value);
          if (value === '') onPatientChange(null);
        }}
        // The server searched the names, ignoring accents: the list is not filtered again.
        defaultFilter={() => true}
        emptyText={t('audit.noPatientMatch')}
      >
        {(person) => (
          <ComboBoxItem id={person.id} textValue={fullName(person)}>
            {fullName(person)}
          </ComboBoxItem>
        )}
      </ComboBox>
      )}
    </>
  );
}
