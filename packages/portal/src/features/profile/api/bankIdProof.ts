import { grandIdSessionResponse, grandIdSignInBody, type GrandIdSignInBody } from '@rehab/contract';
import { ApiError } from '@rehab/web/ApiError';
import { apiFetch } from '../../../lib/fetcher';
import type { ProfileFormValues } from './profileChanges';

/*
 * "Bekräfta med BankID": before their email, personal number or password changes, a staff member with a personal
 * number proves it is them with a fresh BankID login instead of their password. The browser leaves for GrandID and
 * comes back to /profile/bankid/:state; the login it brings goes with the change, which the server accepts once.
 */

/** What the person was doing when they left for BankID: the profile's changes (without the photo), or a new password. */
export type BankIdIntent = { purpose: 'profile'; draft: ProfileDraft } | { purpose: 'password' };

/** What the return page hands the profile through the router's state. */
export type BankIdProofState = { bankIdProof: GrandIdSignInBody; draft?: ProfileDraft };

type ProfileDraft = ReturnType<typeof draftOf>;

const intentKey = 'rehab.bankIdProof';

/** Keeps what the person was doing for the page they come back to, starts the login and sends the browser to GrandID. */
export async function startBankIdProof(intent: BankIdIntent) {
  const { redirectUrl } = await apiFetch('/specialists/account/bankid/session', grandIdSessionResponse);
  // Kept in this tab only, and read once on the way back.
  sessionStorage.setItem(intentKey, JSON.stringify(intent));
  window.location.assign(redirectUrl);
}

/** The profile's changes kept while the person is at BankID: the text fields, never the password or a photo file. */
export const draftOf = ({ email, firstName, lastName, aboutMe, experience, bankId }: ProfileFormValues) => ({
  email,
  firstName,
  lastName,
  aboutMe,
  experience,
  bankId,
});

/** What the person was doing before BankID: null when nothing (or something unreadable) was kept. */
export function keptBankIdIntent(): BankIdIntent | null {
  const kept = sessionStorage.getItem(intentKey);
  if (!kept) return null;
  try {
    const intent = JSON.parse(kept) as BankIdIntent;
    return intent.purpose === 'profile' || intent.purpose === 'password' ? intent : null;
  } catch {
    return null;
  }
}

/** Drops the kept intent once the page it was for has it. */
export const forgetBankIdIntent = () => sessionStorage.removeItem(intentKey);

/** The proof the router's state carries, if any. */
export function bankIdProofOf(state: unknown): BankIdProofState | null {
  if (typeof state !== 'object' || state === null || !('bankIdProof' in state)) return null;
  const proof = grandIdSignInBody.safeParse(state.bankIdProof);
  if (!proof.success) return null;
  const draft = 'draft' in state ? (state.draft as BankIdProofState['draft']) : undefined;
  return { bankIdProof: proof.data, draft };
}

/** The change's fields that carry the proof. */
export const proofFields = ({ sessionId, state }: GrandIdSignInBody) => ({ bankIdSessionId: sessionId, bankIdState: state });

/** The profile's text key for a refused BankID proof, or null when the error is about something else. */
export function bankIdProofFailure(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const [first] = error.errors;
  if (first?.property !== 'bankIdSessionId' && first?.property !== 'bankIdState') return null;
  const rule = Object.keys(first.constraints)[0];
  if (rule === 'otherPerson') return 'bankIdProof.otherPerson';
  if (rule === 'cancelled') return 'bankIdProof.cancelled';
  return 'bankIdProof.expired';
}
