import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { organizationMembers, users } from '../../db/schema';
import { textPart, uuidPart, type KeysetOrder } from '../../keyset';
import { foldedTextContains } from '../../search';

/*
 * The physio lists' order: last name, first name (ignoring case), then id. Every physio is read in it
 * on `users_physio_name_idx`; one organization's physios on `organization_members_org_idx`, whose name
 * keys the database keeps equal to the user's (migration 0009), so both give the same order and keys.
 * The scope names the list in its cursors, so a cursor of one list is refused by another.
 */

/** Every physio, on users. */
export const physioOrder = (scope: string): KeysetOrder => ({
  scope,
  parts: [textPart(sql`lower(${users.lastName})`), textPart(sql`lower(${users.firstName})`), uuidPart(users.id)],
  descending: false,
});

/** The physios of one organization, on its memberships. */
export const memberOrder = (scope: string): KeysetOrder => ({
  scope,
  parts: [
    textPart(organizationMembers.sortLastName),
    textPart(organizationMembers.sortFirstName),
    uuidPart(organizationMembers.userId),
  ],
  descending: false,
});

/** A physio's name and email folded for search, as `users_physio_search_idx` (migration 0009) holds it. */
const physioSearchText = sql`search_fold(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** Condition on `users`: every word of the search in first name, last name or email, ignoring case and accents. */
export const physioSearch = (search: string | undefined): SQL | undefined => foldedTextContains(physioSearchText, search);
