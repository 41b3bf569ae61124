import type { PatientListItem, PatientStatus } from '@rehab/contract';
import type { SortDescriptor } from '@rehab/ui';
import { patientAge } from '../patientAge';

export type PatientFilters = {
  search: string;
  status: PatientStatus | 'all';
  organizationId: string | 'all';
};

export type SortableColumn = 'id' | 'firstName' | 'lastName' | 'email' | 'gender' | 'age' | 'phoneNumber' | 'organization' | 'status';

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Name, e-mail or phone number contains every word of the search, ignoring case, accents and phone formatting. */
function matchesSearch(patient: PatientListItem, search: string): boolean {
  const words = search.trim().toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${patient.firstName} ${patient.lastName} ${patient.email}`.toLocaleLowerCase('sv');
  const phone = digitsOnly(patient.phoneNumber ?? '');
  return words.every((word) => {
    if (text.includes(word)) return true;
    const digits = digitsOnly(word);
    return digits.length > 0 && digits.length === word.replace(/[\s+()-]/g, '').length && phone.includes(digits);
  });
}

function sortValue(patient: PatientListItem, column: SortableColumn): string | number | null {
  switch (column) {
    case 'organization':
      return patient.organization.title;
    case 'age':
      return patientAge(patient);
    case 'phoneNumber':
      return patient.phoneNumber;
    default:
      return patient[column];
  }
}

/** Missing values (no phone, no age) go last whichever way the column is sorted. */
function compare(a: string | number | null, b: string | number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return direction * (a - b);
  return direction * collator.compare(String(a), String(b));
}

export function isSortableColumn(column: unknown): column is SortableColumn {
  return (
    typeof column === 'string' &&
    ['id', 'firstName', 'lastName', 'email', 'gender', 'age', 'phoneNumber', 'organization', 'status'].includes(column)
  );
}

/** The patients that match the filters, in the chosen order (ties by last name, first name and id). */
export function queryPatients(patients: readonly PatientListItem[], filters: PatientFilters, sort: SortDescriptor): PatientListItem[] {
  const column = isSortableColumn(sort.column) ? sort.column : 'lastName';
  const direction = sort.direction === 'descending' ? -1 : 1;
  return patients
    .filter(
      (patient) =>
        (filters.status === 'all' || patient.status === filters.status) &&
        (filters.organizationId === 'all' || patient.organization.id === filters.organizationId) &&
        matchesSearch(patient, filters.search),
    )
    .map((patient) => ({ patient, key: sortValue(patient, column) }))
    .sort(
      (a, b) =>
        compare(a.key, b.key, direction) ||
        collator.compare(a.patient.lastName, b.patient.lastName) ||
        collator.compare(a.patient.firstName, b.patient.firstName) ||
        a.patient.id.localeCompare(b.patient.id),
    )
    .map(({ patient }) => patient);
}

/** The organizations among the patients, by title, for the organization filter. */
export function organizationsOf(patients: readonly PatientListItem[]): PatientListItem['organization'][] {
  const byId = new Map(patients.map((patient) => [patient.organization.id, patient.organization]));
  return [...byId.values()].sort((a, b) => collator.compare(a.title, b.title));
}
