import { ageFromValue, type PatientDetails, type PatientListItem, type RecordAccess } from '@rehab/contract';
import { isoOrNull } from '../../dates';
import type { VisiblePatient } from './scope';

const asGender = (value: number): 0 | 1 | 2 => (value === 1 || value === 2 ? value : 0);

/** A patient row as the patient table shows it. */
export function patientListItem(patient: VisiblePatient, now = new Date()): PatientListItem {
  return {
    id: patient.id,
    roleName: 'patient',
    firstName: patient.firstName,
    lastName: patient.lastName,
    email: patient.email,
    gender: asGender(patient.gender),
    age: patient.birthDate ? ageFromValue(Date.parse(`${patient.birthDate}T00:00:00Z`), now) : null,
    birthDate: patient.birthDate,
    phoneNumber: patient.phone,
    organization: { id: patient.organizationId, title: patient.organizationTitle },
    status: patient.status,
    treatmentEnd: isoOrNull(patient.treatmentEnd),
    responsiblePhysio: patient.responsiblePhysioId
      ? { id: patient.responsiblePhysioId, firstName: patient.responsiblePhysioFirstName ?? '', lastName: patient.responsiblePhysioLastName ?? '' }
      : null,
    invitation:
      patient.invitationSentAt && patient.invitationExpiresAt
        ? { sentAt: patient.invitationSentAt.toISOString(), expiresAt: patient.invitationExpiresAt.toISOString() }
        : null,
    latestSignedNoteAt: isoOrNull(patient.latestSignedNoteAt),
    lastActivityAt: isoOrNull(patient.lastActivityAt),
    adherence: patient.adherence === null ? null : Number(patient.adherence),
    needsAttention: patient.needsAttention,
  };
}

/** How the caller reaches the record, as the record guard decided it (record.ts). */
export interface RecordReach {
  access: RecordAccess;
  emergencyAccessUntil: Date | null;
}

export function patientDetails(patient: VisiblePatient, reach: RecordReach, now = new Date()): PatientDetails {
  return {
    ...patientListItem(patient, now),
    createdAt: patient.createdAt.toISOString(),
    access: reach.access,
    emergencyAccessUntil: isoOrNull(reach.emergencyAccessUntil),
  };
}
