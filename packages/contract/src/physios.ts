import { z } from 'zod/mini';
import { bankIdField, emailField, freeText, isoDateTime, nameField, page, pageCursor, pageLimit, searchText } from './validation';

/*
 * Physio management. Who may call:
 * - system_admin: every physio;
 * - org_admin: physios assigned to one of their organizations (others are 404),
 *   and only with organizationIds among their own organizations;
 * - physio: none of these (403); a physio edits themself through /specialists/profile.
 */

/** Path of every call under /physios/{id}. */
export const physioParams = z.strictObject({ id: z.uuid() });

/**
 * GET /physios?search&organizationId&limit&cursor: the physios the caller manages, a page at a time, by
 * last name, first name and id. `search` matches every word in first name, last name or email, ignoring
 * case and accents; `organizationId` narrows the list to one organization the caller manages (404 for any other).
 */
export const physioListQuery = z.strictObject({
  search: z.optional(searchText),
  organizationId: z.optional(z.uuid()),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
});

export const physio = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  aboutMe: z.string(),
  experience: z.string(),
  /** Swedish personal number YYYYMMDD-NNNC used by BankID. */
  bankId: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  organizations: z.array(z.object({ id: z.uuid(), title: z.string() })),
  createdAt: isoDateTime,
});

/** GET /physios: a page of physios, how many match in all, and the next page's cursor. */
export const physioListResponse = page(physio);

/**
 * POST /physios → 201 physio. JSON; the photo goes separately through
 * PUT /physios/{id}/photo (multipart, one file part named `photo`: jpeg, png or webp, up to 5 MB) → physio.
 * The new physio gets an invitation email to sign in with a code sent to their email.
 */
export const physioCreateBody = z.strictObject({
  email: emailField,
  firstName: nameField,
  lastName: nameField,
  aboutMe: z.optional(freeText(2000)),
  experience: z.optional(freeText(2000)),
  bankId: z.optional(bankIdField),
  organizationIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(50)),
});

/** PATCH /physios/{id} → physio. Only the fields that changed; organizationIds replaces the set the caller may manage. */
export const physioUpdateBody = z.extend(z.partial(physioCreateBody), { bankId: z.optional(z.nullable(bankIdField)) });

/**
 * DELETE /physios/{id} → 200. The physio can no longer sign in (every session is
 * revoked); their notes, programs and the patients' records stay. Patients belong to
 * organizations, so none are deleted or moved: `unassignedPatients` counts the active
 * patients of organizations that have no physio left after the removal. An organization
 * admin may only remove a physio who works for none but their organizations (else 409).
 */
export const physioDeleteResponse = z.object({
  id: z.uuid(),
  unassignedPatients: z.int(),
  /** Organizations left without any physio. */
  organizationsWithoutPhysio: z.array(z.object({ id: z.uuid(), title: z.string() })),
});

export type Physio = z.infer<typeof physio>;
export type PhysioListQuery = z.input<typeof physioListQuery>;
export type PhysioListResponse = z.infer<typeof physioListResponse>;
export type PhysioCreateBody = z.input<typeof physioCreateBody>;
export type PhysioUpdateBody = z.input<typeof physioUpdateBody>;
export type PhysioDeleteResponse = z.infer<typeof physioDeleteResponse>;
