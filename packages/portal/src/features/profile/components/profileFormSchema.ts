import { personalNumberField, profileUpdateFields } from '@rehab/contract';
import { z } from 'zod';

/** The contract's update fields, all present in the form; an empty bank id means none is given. */
export const profileFormSchema = profileUpdateFields.required().extend({
  bankId: z.union([z.literal(''), personalNumberField]),
  photo: z.union([z.string(), z.instanceof(File)]).nullable(),
});

export const profileFormFields = ['email', 'firstName', 'lastName', 'aboutMe', 'experience', 'bankId', 'photo'] as const;
