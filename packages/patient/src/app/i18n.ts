import { initAppI18n } from '@rehab/web/i18n';
import { storedLanguage, type Language } from '../lib/language';

/** The app's own namespaces and the common ones, each its own chunk; the portal's other texts stay out of the build. */
const texts = import.meta.glob<Record<string, unknown>>('../../../../locales/*/{common,patient[A-Z]*}.json', { import: 'default' });

function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = texts[`../../../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No texts ${language}/${namespace}`));
}

/**
 * Swedish first (or the patient's choice). The app's texts are its own namespaces (patientApp, patientAuth,
 * patientToday, …), those of `firstScreen` loaded with the app's.
 */
export function initI18n(lng: Language = storedLanguage(), firstScreen: string[] = []) {
  return initAppI18n({ namespaces: ['patientApp', 'common'], defaultNS: 'patientApp', load: loadTexts }, lng, firstScreen);
}
