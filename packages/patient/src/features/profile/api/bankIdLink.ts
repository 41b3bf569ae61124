import { grandIdSessionResponse, patientProfile, type GrandIdSignInBody } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/** Starts a BankID login to link the patient's BankID and sends the browser to GrandID; it comes back to /profile/bankid/:state. */
export async function startBankIdLink() {
  const { redirectUrl } = await apiFetch('/patient-app/bankid/session', grandIdSessionResponse);
  window.location.assign(redirectUrl);
}

/** POST /patient-app/bankid: the person who finished the login becomes the one whose BankID signs the patient in. */
export function linkBankId(login: GrandIdSignInBody) {
  return apiFetch('/patient-app/bankid', patientProfile, jsonBody('POST', login));
}

/** DELETE /patient-app/bankid: BankID no longer signs the patient in; answers the profile. */
export function unlinkBankId() {
  return apiFetch('/patient-app/bankid', patientProfile, { method: 'DELETE' });
}
