import { deviceLanguage } from '../../../portal/src/lib/language';
import { languageKey } from './browserKeys';

export { isLanguage, type Language } from '../../../portal/src/lib/language';

/** The language the patient chose on this device, kept apart from the portal's, so each app keeps its own. */
const patientLanguage = deviceLanguage(languageKey);
export const storedLanguage = patientLanguage.stored;
export const storeLanguage = patientLanguage.store;
