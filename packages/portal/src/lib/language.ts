import { deviceLanguage } from '@rehab/web/language';
import { languageKey } from './browserKeys';

/** The language chosen in the portal's settings on this browser, kept apart from the patient app's. */
const portalLanguage = deviceLanguage(languageKey);
export const storedLanguage = portalLanguage.stored;
export const storeLanguage = portalLanguage.store;
