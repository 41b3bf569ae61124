import { nameField, phoneField, type PatientProfile, type PatientProfileUpdate } from '@rehab/contract';
import { z } from 'zod/mini';

/** The contract's rules for the patient's name and phone; an empty phone means none. */
export const personalDetailsSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phone: z.union([z.literal(''), phoneField]),
});

export type PersonalDetailsValues = z.input<typeof personalDetailsSchema>;
export type PersonalDetails = z.output<typeof personalDetailsSchema>;

export const personalDetailsFields = ['firstName', 'lastName', 'phone'] as const;

export function personalDetailsOf(profile: PatientProfile): PersonalDetailsValues {
  return { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '' };
}

/** Only what differs from the saved profile, so a save changes nothing else; null when nothing changed. */
export function personalDetailsChanges(profile: PatientProfile, values: PersonalDetails): PatientProfileUpdate | null {
  const changes: PatientProfileUpdate = {};
  if (values.firstName !== profile.firstName) changes.firstName = values.firstName;
  if (values.lastName !== profile.lastName) changes.lastName = values.lastName;
  const phone = values.phone === '' ? null : values.phone;
  if (phone !== profile.phone) changes.phone = phone;
  return Object.keys(changes).length > 0 ? changes : null;
}
