import type { GrandIdSignInBody, ProfileResponse, ProfileUpdateFields } from '@rehab/contract';

/** What the edit form holds: the text fields, and the photo as its address (string) or a newly chosen file. */
export type ProfileFormValues = Required<Omit<ProfileUpdateFields, 'bankId' | 'currentPassword' | 'code' | 'bankIdSessionId' | 'bankIdState'>> & {
  bankId: string;
  /** Sent only with a new email or personal number, which need it (or the mailed code instead). */
  currentPassword: string;
  /** The code mailed to the current address, when the person confirms with it instead of the password. */
  code: string;
  photo: string | File | null;
};

const textFields = ['email', 'firstName', 'lastName', 'aboutMe', 'experience', 'bankId'] as const;

/** The form's starting values from the profile the server sent. */
export function profileFormValues(profile: ProfileResponse): ProfileFormValues {
  return {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    aboutMe: profile.profile.aboutMe,
    experience: profile.profile.experience,
    bankId: profile.profile.bankId ?? '',
    currentPassword: '',
    code: '',
    photo: profile.photo,
  };
}

/**
 * docs/rules/validation.md: the update sends only the fields that changed, as multipart form data;
 * a photo that is still a string (the address of the stored photo) is never sent back.
 * A new email or personal number goes with its proof: the BankID login when one was made, else the mailed code when
 * one was typed, else the current password.
 * Returns null when nothing changed.
 */
export function profileChanges(before: ProfileFormValues, after: ProfileFormValues, bankIdProof?: GrandIdSignInBody): FormData | null {
  const form = new FormData();
  for (const field of textFields) {
    if (after[field] !== before[field]) form.append(field, after[field]);
  }
  if (after.photo instanceof File) form.append('photo', after.photo, after.photo.name);
  if (identityChanges(before, after) && bankIdProof) {
    form.append('bankIdSessionId', bankIdProof.sessionId);
    form.append('bankIdState', bankIdProof.state);
  } else if (identityChanges(before, after) && after.code) form.append('code', after.code);
  else if (identityChanges(before, after) && after.currentPassword) form.append('currentPassword', after.currentPassword);
  return [...form.keys()].length > 0 ? form : null;
}

/** Whether the form changes how the person signs in (email or personal number): then their current password is asked for. */
export const identityChanges = (before: ProfileFormValues, after: Pick<ProfileFormValues, 'email' | 'bankId'>) =>
  after.email.trim().toLowerCase() !== before.email.toLowerCase() || after.bankId !== before.bankId;
