import { deviceLanguage } from '@rehab/web/language';
import { languageKey } from './browserKeys';

export { isLanguage, type Language } from '@rehab/web/language';

/** The language the patient chose on this device, kept apart from the portal's, so each app keeps its own. */
const patientLanguage = deviceLanguage(languageKey);
export const storedLanguage = patientLanguage.stored;
export const storeLanguage = patientLanguage.store;
