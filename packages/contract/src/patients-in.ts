import { z } from 'zod/mini';
import { phoneField } from './patient-app';
import { bankIdField, emailField, isoDateTime, nameField } from './validation';

/*
 * Patients in (docs/rules/patients-in.md): staff add a patient, who is mailed an invitation whose link opens
 * the patient app's joining flow with the address confirmed; the patient sets a password and is in.
 */

/** Path of POST /organizations/{id}/patients: the organization the patient is added to. */
export const patientAddParams = z.strictObject({ id: z.uuid() });

/**
 * POST /organizations/{id}/patients → 201 the patient's row in the list, with `invitation` set. A physio adds to
 * their own organization and answers the patient unless they name another of its physios; an organization
 * admin names one of its physios. 409 on `personalNumber` or `email` when that person is a patient already;
 * 400 on `responsiblePhysioId` when it is not a physio of the organization (or an admin left it out); 400 on
 * `organization` when no license is left.
 */
export const patientAddBody = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  personalNumber: bankIdField,
  email: emailField,
  phoneNumber: z.optional(z.nullable(phoneField)),
  responsiblePhysioId: z.optional(z.uuid()),
});
export type PatientAddBody = z.input<typeof patientAddBody>;

/** An invitation not yet taken up: when it was sent and until when its link works. */
export const invitationState = z.object({ sentAt: isoDateTime, expiresAt: isoDateTime });

/** GET /patients/invitations?organizationId: the pending invitations of the patients the caller lists, newest first. */
export const patientInvitationsQuery = z.strictObject({ organizationId: z.optional(z.uuid()) });
export const patientInvitation = z.object({
  patientId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organization: z.object({ id: z.uuid(), title: z.string() }),
  sentAt: isoDateTime,
  expiresAt: isoDateTime,
  invitedBy: z.nullable(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
});
export const patientInvitationsResponse = z.array(patientInvitation);

/** POST /patients/list/{userId}/invitation → 200: a new link is mailed and the old one stops working. 409 once the patient has joined. */
export const invitationResendResponse = invitationState;
/** DELETE /patients/list/{userId}/invitation → 200: the patient who never joined is removed. 409 once joined. */
export const invitationWithdrawResponse = z.object({ id: z.uuid() });

/** The secret of an invitation link: 43 base64url characters. */
export const invitationToken = z.string().check(z.length(43), z.regex(/^[A-Za-z0-9_-]+$/));

/** POST /patient-app/invitation → 200: who the link invites, for the joining flow; 400 on `token` when it is unknown, used, withdrawn or expired. */
export const invitationLookupBody = z.strictObject({ token: invitationToken });
export const invitationDetails = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organizationTitle: z.string(),
});

/** POST /patient-app/invitation/accept → 201 { access_token }: the invited patient sets a password and is signed in; the link is used up. */
export const invitationAcceptBody = z.strictObject({
  token: invitationToken,
  password: z.string().check(z.minLength(8), z.maxLength(200)),
});

export type PatientInvitation = z.infer<typeof patientInvitation>;
export type InvitationState = z.infer<typeof invitationState>;
export type InvitationDetails = z.infer<typeof invitationDetails>;
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBody>;
