import { patientProfile, type PatientAccountCloseBody, type PatientProfileUpdate } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { z } from 'zod/mini';

export const profileKey = '/patient-app/profile';

/** GET /patient-app/profile: the patient's name, phone, photo and language. */
export function useProfile() {
  return useSWR(profileKey, (url: string) => apiFetch(url, patientProfile));
}

/** PATCH /patient-app/profile with the fields that changed; answers the whole profile. */
export function updateProfile(changes: PatientProfileUpdate) {
  return apiFetch(profileKey, patientProfile, jsonBody('PATCH', changes));
}

/** POST /patient-app/profile/photo: the new photo replaces the old one; answers the whole profile. */
export function uploadPhoto(photo: File) {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return apiFetch('/patient-app/profile/photo', patientProfile, { method: 'POST', body: form });
}

/** DELETE /patient-app/profile/photo: the saved photo goes; answers the whole profile. */
export function removePhoto() {
  return apiFetch('/patient-app/profile/photo', patientProfile, { method: 'DELETE' });
}

/** DELETE /patient-app/account: with the patient's password, the account closes and every session ends. */
export function closeAccount(body: PatientAccountCloseBody) {
  return apiFetch('/patient-app/account', z.undefined(), jsonBody('DELETE', body));
}
