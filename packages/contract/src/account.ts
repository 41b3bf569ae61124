import { z } from 'zod/mini';
import { grandIdSessionIdField, grandIdStateField } from './grandid';
import { digitsField, emailField, isoDateTime } from './validation';

/**
 * A staff member's own sign-in: proving it is them before their email, personal number or password changes,
 * a forgotten password set anew by a mailed code, and the sessions they are signed in with.
 */

/** A new password for staff: as a patient's (8–200 characters), and not one of the commonly used ones. */
export const newPasswordField = z.string().check(z.minLength(8), z.maxLength(200));
/** The password the person has now; checked, never stored. */
export const currentPasswordField = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * What proves it is the person before their sign-in identity or password changes: the current password, the
 * code `POST /specialists/account/code` mailed to the current address (for staff without a password), or a BankID
 * login for the personal number already on the account, started with `GET /specialists/account/bankid/session`
 * within the last `bankIdProofMinutes` and not used before (its session id and the state its callback brought).
 * A wrong one is a 400 on its field (`currentPassword`, `code`, or `bankIdSessionId`) and nothing is written.
 */
export const identityProof = {
  currentPassword: z.optional(currentPasswordField),
  code: z.optional(digitsField(6)),
  bankIdSessionId: z.optional(grandIdSessionIdField),
  bankIdState: z.optional(grandIdStateField),
};

/** How long after its start a BankID login proves it is the person for one change. */
export const bankIdProofMinutes = 5;

/** POST /specialists/account/code (empty body) → 202: a code to the caller's current address, valid 10 minutes. */
export const accountCodeResponse = z.object({ message: z.string() });

/** PUT /specialists/password → 200: the new password; every other session ends and the address is told. */
export const passwordChangeBody = z.strictObject({ ...identityProof, newPassword: newPasswordField });
export const passwordChangeResponse = z.object({ message: z.string() });

/**
 * A forgotten password (public). POST /specialists/password/request-code { email } → 202 (the same answer whether
 * or not the address has a portal account), then POST /specialists/password/reset { email, code, password } → 200;
 * every session of the account ends, and they sign in with the new password.
 */
export const staffPasswordCodeBody = z.strictObject({ email: emailField });
export const staffPasswordCodeResponse = z.object({ message: z.string() });
export const staffPasswordResetBody = z.strictObject({ email: emailField, code: digitsField(6), password: newPasswordField });
export const staffPasswordResetResponse = z.object({ message: z.string() });

/**
 * GET /specialists/sessions: where the caller is signed in, last used first. The device is what the browser's
 * User-Agent says, in names the portal puts in a sentence ("Chrome på Android"); null when it says nothing known.
 */
export const deviceKinds = ['desktop', 'mobile', 'tablet', 'other'] as const;
export const signedInSession = z.object({
  id: z.uuid(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  device: z.enum(deviceKinds),
  signedInAt: isoDateTime,
  lastUsedAt: isoDateTime,
  /** The session this request came with. */
  current: z.boolean(),
});
export const sessionListResponse = z.object({ items: z.array(signedInSession) });
/** DELETE /specialists/sessions/{id} → 200: that session's token is refused from the next request on. */
export const sessionParams = z.strictObject({ id: z.uuid() });
export const sessionEndedResponse = z.object({ message: z.string() });

export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
export type StaffPasswordCodeBody = z.infer<typeof staffPasswordCodeBody>;
export type StaffPasswordResetBody = z.infer<typeof staffPasswordResetBody>;
export type SignedInSession = z.infer<typeof signedInSession>;
export type SessionListResponse = z.infer<typeof sessionListResponse>;
