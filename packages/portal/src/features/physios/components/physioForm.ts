import { bankIdField, physioCreateBody, type Physio, type PhysioUpdateBody } from '@rehab/contract';
import { z } from 'zod/mini';

/**
 * The contract's fields with every text present; the photo is its address or a new file.
 * An empty bank id means none; any other must be one the contract accepts (checked as one
 * rule, so the message names the field).
 */
export const physioFormSchema = z.extend(z.required(physioCreateBody), {
  aboutMe: physioCreateBody.shape.aboutMe.def.innerType,
  experience: physioCreateBody.shape.experience.def.innerType,
  bankId: z.string().check(z.refine((value) => value === '' || bankIdField.safeParse(value).success)),
  photo: z.nullable(z.union([z.string(), z.instanceof(File)])),
});

export type PhysioFormValues = z.input<typeof physioFormSchema>;
export type PhysioFormOutput = z.output<typeof physioFormSchema>;

export const physioFormFields = [
  'email',
  'firstName',
  'lastName',
  'aboutMe',
  'experience',
  'bankId',
  'organizationIds',
  'photo',
] as const;

export function physioFormValues(physio?: Physio, organizationIds: string[] = []): PhysioFormValues {
  return {
    email: physio?.email ?? '',
    firstName: physio?.firstName ?? '',
    lastName: physio?.lastName ?? '',
    aboutMe: physio?.aboutMe ?? '',
    experience: physio?.experience ?? '',
    bankId: physio?.bankId ?? '',
    organizationIds: physio ? physio.organizations.map((organization) => organization.id) : organizationIds,
    photo: physio?.photo ?? null,
  };
}

const textFields = ['email', 'firstName', 'lastName', 'aboutMe', 'experience'] as const;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Only what changed; an emptied bank id is sent as null (removed). The photo travels on its own call. */
export function physioChanges(before: PhysioFormValues, after: PhysioFormOutput): PhysioUpdateBody {
  const changes: PhysioUpdateBody = {};
  for (const field of textFields) if (after[field] !== before[field]) changes[field] = after[field];
  if (after.bankId !== before.bankId) changes.bankId = after.bankId === '' ? null : after.bankId;
  if (!sameSet(after.organizationIds, before.organizationIds)) changes.organizationIds = after.organizationIds;
  return changes;
}
