import { digitsField, personalNumberField, profileUpdateFields } from '@rehab/contract';
import { z } from 'zod/mini';

/**
 * The contract's update fields, all present in the form; an empty bank id means none is given. The current password
 * (or the mailed code) is asked for only when the email or the personal number changes, so both may stay empty otherwise.
 */
export const profileFormSchema = z.extend(z.required(z.omit(profileUpdateFields, { currentPassword: true, code: true, bankIdSessionId: true, bankIdState: true })), {
  currentPassword: z.string().check(z.maxLength(200)),
  code: z.union([z.literal(''), digitsField(6)]),
  bankId: z.union([z.literal(''), personalNumberField]),
  photo: z.nullable(z.union([z.string(), z.instanceof(File)])),
});

export const profileFormFields = ['email', 'firstName', 'lastName', 'aboutMe', 'experience', 'bankId', 'photo', 'currentPassword', 'code'] as const;
