import type { PatientListItem } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { organizationsOf, queryPatients, type PatientFilters } from './patientQuery';

const south = { id: '00000000-0000-4000-8000-000000000001', title: 'Rehab Syd' };
const north = { id: '00000000-0000-4000-8000-000000000002', title: 'Rehab Norr' };

function patient(id: number, fields: Partial<PatientListItem>): PatientListItem {
  return {
    id: `10000000-0000-4000-8000-00000000000${id}`,
    roleName: 'patient',
    firstName: 'Eva',
    lastName: 'Berg',
    email: `p${id}@example.se`,
    gender: 0,
    age: 40,
    birthDate: null,
    phoneNumber: null,
    organization: south,
    status: 'active',
    treatmentEnd: null,
    ...fields,
  };
}

const patients = [
  patient(1, { firstName: 'Åsa', lastName: 'Öberg', phoneNumber: '070-123 45 67', age: 61 }),
  patient(2, { firstName: 'Erik', lastName: 'Andersson', email: 'erik@firma.se', status: 'inactive', organization: north, age: 35 }),
  patient(3, { firstName: 'Zara', lastName: 'Ek', age: null }),
];
const byLastName = { column: 'lastName', direction: 'ascending' } as const;
const all: PatientFilters = { search: '', status: 'all', organizationId: 'all' };
const ids = (list: PatientListItem[]) => list.map((item) => item.id.at(-1));

describe('queryPatients', () => {
  it('finds by name, e-mail or phone number, ignoring case and phone formatting', () => {
    expect(ids(queryPatients(patients, { ...all, search: 'åsa öb' }, byLastName))).toEqual(['1']);
    expect(ids(queryPatients(patients, { ...all, search: 'FIRMA' }, byLastName))).toEqual(['2']);
    expect(ids(queryPatients(patients, { ...all, search: '0701234567' }, byLastName))).toEqual(['1']);
    expect(ids(queryPatients(patients, { ...all, search: 'nobody' }, byLastName))).toEqual([]);
  });

  it('filters by status and organization', () => {
    expect(ids(queryPatients(patients, { ...all, status: 'inactive' }, byLastName))).toEqual(['2']);
    expect(ids(queryPatients(patients, { ...all, organizationId: south.id }, byLastName))).toHaveLength(2);
  });

  it('sorts by last name in Swedish order by default, and by any column both ways with missing values last', () => {
    expect(ids(queryPatients(patients, all, byLastName))).toEqual(['2', '3', '1']);
    expect(ids(queryPatients(patients, all, { column: 'age', direction: 'ascending' }))).toEqual(['2', '1', '3']);
    expect(ids(queryPatients(patients, all, { column: 'age', direction: 'descending' }))).toEqual(['1', '2', '3']);
    expect(ids(queryPatients(patients, all, { column: 'organization', direction: 'ascending' }))).toEqual(['2', '3', '1']);
  });

  it('lists each organization once, by title', () => {
    expect(organizationsOf(patients)).toEqual([north, south]);
  });
});
