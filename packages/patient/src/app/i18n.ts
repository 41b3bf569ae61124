import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { installValidationMessages } from '@rehab/web/validation';
import { isLanguage, storedLanguage, type Language } from '../lib/language';

/** The app's own namespaces and the common ones, each its own chunk; the portal's other texts stay out of the build. */
const texts = import.meta.glob<Record<string, unknown>>('../../../../locales/*/{common,patient[A-Z]*}.json', { import: 'default' });

function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = texts[`../../../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No texts ${language}/${namespace}`));
}

/**
 * Swedish first (or the patient's choice), in that language only: every key is in both languages
 * (`locales.test.ts`), so an English fallback would never have a text to fill in and is not downloaded beside
 * Swedish. The app's texts are its own namespaces (patientApp, patientAuth, patientToday, …), those of
 * `firstScreen` loaded with the app's; the validation and error messages are the product's common ones.
 */
export async function initI18n(lng: Language = storedLanguage(), firstScreen: string[] = []) {
  i18next.on('languageChanged', (language) => {
    if (isLanguage(language)) document.documentElement.lang = language;
  });
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => loadTexts(language, namespace)))
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['sv', 'en'],
      ns: ['patientApp', 'common', ...firstScreen],
      defaultNS: 'patientApp',
      interpolation: { escapeValue: false },
      // SPEC section 9: up to 5 retries from a 350 ms base delay.
      maxRetries: 5,
      retryTimeout: 350,
      react: { useSuspense: true },
      // The texts are asked for at once, beside the first screen's code, not in a task of their own after it.
      initAsync: false,
    });
  installValidationMessages(i18next.t);
}
