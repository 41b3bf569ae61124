import { z } from 'zod/mini';
import { digitsField, isoDateTime } from './validation';

/**
 * Staff who sign in with a password or a mailed code present a second factor before any patient data is served
 * (HSLF-FS 2016:40 4 kap. 6 §): a passkey or an authenticator app's code, or one of their recovery codes.
 * BankID is strong on its own.
 */
export const secondFactorKinds = ['totp', 'passkey'] as const;
export const secondFactorKind = z.enum(secondFactorKinds);

/**
 * The rule keys of the 403 a session gets on every other call before its second factor: `second-factor-required`
 * (present the factor you have) and `second-factor-enrolment-required` (your organization requires one; enrol it).
 */
export const secondFactorRules = {
  present: 'second-factor-required',
  enrol: 'second-factor-enrolment-required',
} as const;

/**
 * What a staff session still has to do before it is served patient data: null when nothing, `present` a factor the
 * user has (`methods`: which), or `enrol` one because an organization of theirs requires it.
 */
export const secondFactorStep = z.nullable(
  z.union([
    z.object({ step: z.literal('present'), methods: z.array(secondFactorKind), recoveryCodes: z.boolean() }),
    z.object({ step: z.literal('enrol') }),
  ]),
);

/** POST /users/sign-in, /specialists/verify-otp: the token, and the step the session still has before patient data. */
export const staffSignInResponse = z.object({ access_token: z.string(), secondFactor: secondFactorStep });

/** GET /users/second-factor: the step the caller's session has left (null: none). */
export const secondFactorStatusResponse = z.object({ secondFactor: secondFactorStep });

/** A six-digit code of an authenticator app. */
export const totpCodeField = digitsField(6);
/** A recovery code as shown, in groups of four letters and digits (`7KQ2-M9XD-4RTA`); case and dashes do not matter. */
export const recoveryCodeField = z
  .string()
  .check(z.minLength(12), z.maxLength(20), z.regex(/^[A-Za-z0-9 -]+$/, 'only letters, digits and dashes'));

/** POST /users/second-factor/totp, and confirming an authenticator app: its current code. */
export const totpCodeBody = z.strictObject({ code: totpCodeField });
/** POST /users/second-factor/recovery-code */
export const recoveryCodeBody = z.strictObject({ code: recoveryCodeField });

const base64url = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'));

/** What a browser's WebAuthn ceremony answers (@simplewebauthn/browser's JSON), each part bounded. */
const credentialCommon = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
};
export const passkeyRegistrationCredential = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    authenticatorData: z.optional(base64url(16384)),
    transports: z.optional(
      z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).check(z.maxLength(7)),
    ),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url(4096)),
  }),
});
export const passkeyAuthenticationCredential = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16384),
    signature: base64url(4096),
    userHandle: z.optional(base64url(512)),
  }),
});

/** The options a browser's WebAuthn ceremony starts from (@simplewebauthn/server's JSON), passed on as they are. */
export const passkeyOptionsResponse = z.looseObject({ challenge: z.string() });

/** POST /users/second-factor/passkey */
export const passkeySignInBody = z.strictObject({ credential: passkeyAuthenticationCredential });

/** One enrolled factor, as the profile lists it. */
export const secondFactor = z.object({
  id: z.uuid(),
  kind: secondFactorKind,
  /** A passkey's name ("Arbetsdatorn"), or the authenticator app's. */
  name: z.string(),
  created: isoDateTime,
  lastUsed: z.nullable(isoDateTime),
});

/** DELETE /specialists/second-factors/{id}: the factors left. */
export const secondFactorList = z.array(secondFactor);

/** GET /specialists/second-factors: the caller's factors, recovery codes left, and whether an organization requires one. */
export const secondFactorsResponse = z.object({
  factors: z.array(secondFactor),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
});

/** A factor's name, bounded, no control characters. */
export const secondFactorName = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(60), z.regex(/^[^\p{Cc}\p{Cs}]*$/u, 'no control characters'));

/** POST /specialists/second-factors/totp: a new authenticator app's secret, shown once to be added to the app. */
export const totpEnrolmentResponse = z.object({ id: z.uuid(), secret: z.string(), uri: z.string() });

/** POST /specialists/second-factors/passkey */
export const passkeyEnrolBody = z.strictObject({ name: secondFactorName, credential: passkeyRegistrationCredential });

/**
 * The answer of enrolling or presenting a factor: a new token, whose session has its second factor; the old one is
 * signed out. `recoveryCodes` only when new ones were made (the first factor, or asked for): shown once.
 */
export const secondFactorDoneResponse = z.object({ access_token: z.string(), recoveryCodes: z.nullable(z.array(z.string())) });

/** POST /specialists/second-factors/recovery-codes: a new set, the old ones spent. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

/** GET, PUT /organizations/{id}/second-factor: whether the organization's staff must have a second factor. */
export const organizationSecondFactorBody = z.strictObject({ required: z.boolean() });
export const organizationSecondFactorResponse = z.object({ required: z.boolean() });

export type SecondFactorKind = z.infer<typeof secondFactorKind>;
export type SecondFactorStep = z.infer<typeof secondFactorStep>;
export type StaffSignInResponse = z.infer<typeof staffSignInResponse>;
export type SecondFactor = z.infer<typeof secondFactor>;
export type SecondFactorsResponse = z.infer<typeof secondFactorsResponse>;
export type TotpEnrolmentResponse = z.infer<typeof totpEnrolmentResponse>;
export type SecondFactorDoneResponse = z.infer<typeof secondFactorDoneResponse>;
export type PasskeyRegistrationCredential = z.infer<typeof passkeyRegistrationCredential>;
export type PasskeyAuthenticationCredential = z.infer<typeof passkeyAuthenticationCredential>;
