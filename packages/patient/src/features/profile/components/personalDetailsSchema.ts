import { bankIdField, nameField, phoneField, type PatientProfile, type PatientProfileUpdate } from '@rehab/contract';
import { z } from 'zod/mini';

/** The contract's rules for the patient's name, phone and personal number; an empty phone or personal number means none. */
export const personalDetailsSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phone: z.union([z.literal(''), phoneField]),
  personalNumber: z.union([z.literal(''), bankIdField]),
});

export type PersonalDetailsValues = z.input<typeof personalDetailsSchema>;
export type PersonalDetails = z.output<typeof personalDetailsSchema>;

export const personalDetailsFields = ['firstName', 'lastName', 'phone', 'personalNumber'] as const;

export function personalDetailsOf(profile: PatientProfile): PersonalDetailsValues {
  return { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '', personalNumber: profile.personalNumber ?? '' };
}

/** Only what differs from the saved profile, so a save changes nothing else; null when nothing changed. */
export function personalDetailsChanges(profile: PatientProfile, values: PersonalDetails): PatientProfileUpdate | null {
  const changes: PatientProfileUpdate = {};
  if (values.firstName !== profile.firstName) changes.firstName = values.firstName;
  if (values.lastName !== profile.lastName) changes.lastName = values.lastName;
  const phone = values.phone === '' ? null : values.phone;
  if (phone !== profile.phone) changes.phone = phone;
  // The schema gives the personal number in its stored form, so the same number written without its hyphen is no change.
  const personalNumber = values.personalNumber === '' ? null : values.personalNumber;
  if (personalNumber !== profile.personalNumber) changes.personalNumber = personalNumber;
  return Object.keys(changes).length > 0 ? changes : null;
}
