/** What the app keeps in the browser under its own names; also read by the sign-in page's first script (vite.config.ts). */
export const languageKey = 'rehab.patientLanguage';
export const tokenCookie = 'patient_access_token';
