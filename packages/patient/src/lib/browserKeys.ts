/** What the app keeps in the browser under its own names; also read by the sign-in page's first script (vite.config.ts). */
export const languageKey = 'rehab.patientLanguage';
export const tokenCookie = 'patient_access_token';
/** "1" when the patient asked for larger text on this device (the profile's "Större text"). */
export const largeTextKey = 'rehab.patientLargeText';
