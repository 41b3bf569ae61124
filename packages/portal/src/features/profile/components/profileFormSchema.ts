import { personalNumberField, profileUpdateFields } from '@rehab/contract';
import { z } from 'zod/mini';

/** The contract's update fields, all present in the form; an empty bank id means none is given. */
export const profileFormSchema = z.extend(z.required(profileUpdateFields), {
  bankId: z.union([z.literal(''), personalNumberField]),
  photo: z.nullable(z.union([z.string(), z.instanceof(File)])),
});

export const profileFormFields = ['email', 'firstName', 'lastName', 'aboutMe', 'experience', 'bankId', 'photo'] as const;
