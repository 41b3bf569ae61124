import { z } from 'zod/mini';
import { role } from './enums';
import { identityProof } from './account';
import { bankIdField, emailField, freeText, nameField } from './validation';

/** GET /specialists/profile: the user with a nested profile, the photo address and the organizations they work for. */
export const profileResponse = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role,
  photo: z.nullable(z.string()),
  profile: z.object({
    aboutMe: z.string(),
    experience: z.string(),
    bankId: z.nullable(z.string()),
  }),
  organizations: z.array(z.object({ id: z.uuid(), title: z.string() })),
});

/**
 * PATCH /specialists/profile: multipart form with only the changed fields
 * (a `photo` file part travels beside these text fields). A new email or personal number also needs
 * `currentPassword`, or the `code` mailed to the current address (`identityProof`).
 */
export const profileUpdateFields = z.strictObject({
  ...identityProof,
  email: z.optional(emailField),
  firstName: z.optional(nameField),
  lastName: z.optional(nameField),
  aboutMe: z.optional(freeText(2000)),
  experience: z.optional(freeText(2000)),
  bankId: z.optional(bankIdField),
});

export type ProfileResponse = z.infer<typeof profileResponse>;
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;
