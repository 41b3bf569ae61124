import { ageFromValue, type PatientListItem } from '@rehab/contract';

/** The patient's age by the age rule of docs/rules/records.md: the server's age, else computed from the birth date; null if neither is known. */
export function patientAge(patient: Pick<PatientListItem, 'age' | 'birthDate'>, now: Date = new Date()): number | null {
  if (patient.age !== null) return ageFromValue(patient.age, now);
  if (patient.birthDate) return ageFromValue(new Date(`${patient.birthDate}T12:00:00`).getTime(), now);
  return null;
}
