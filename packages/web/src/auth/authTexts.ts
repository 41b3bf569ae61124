/**
 * Whose texts a shared sign-in screen reads: the portal's (`auth`) or the patient app's (`patientAuth`). Both
 * namespaces hold the same keys for what the two share; the words differ where the readers do.
 */
export type AuthTexts = 'auth' | 'patientAuth';
