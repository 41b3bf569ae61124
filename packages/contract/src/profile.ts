import { z } from 'zod';
import { role } from './enums';
import { emailField, freeText, nameField, personalNumberField } from './validation';

/** GET /specialists/profile: the user with a nested profile, the photo address and the organizations they work for. */
export const profileResponse = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role,
  photo: z.string().nullable(),
  profile: z.object({
    aboutMe: z.string(),
    experience: z.string(),
    bankId: z.string().nullable(),
  }),
  organizations: z.array(z.object({ id: z.uuid(), title: z.string() })),
});

/**
 * PATCH /specialists/profile: multipart form with only the changed fields
 * (a `photo` file part travels beside these text fields).
 */
export const profileUpdateFields = z.strictObject({
  email: emailField.optional(),
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  aboutMe: freeText(2000).optional(),
  experience: freeText(2000).optional(),
  bankId: personalNumberField.optional(),
});

export type ProfileResponse = z.infer<typeof profileResponse>;
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;
