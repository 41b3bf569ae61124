import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@rehab/web/language';
import { storedLanguage } from '../lib/language';
import { installValidationMessages } from '@rehab/web/validation';

/**
 * Swedish first (or the language chosen in settings); each feature's texts load as their own chunk, those of
 * `firstScreen` with the common ones, in that language only. SPEC section 1's English fallback never has a text
 * to fill in: every key is in both languages (`locales.test.ts`), so English is not downloaded beside Swedish.
 */
export async function initI18n(lng: Language = storedLanguage(), firstScreen: string[] = []) {
  // The page's language follows the texts, for screen readers, hyphenation and the browser's own controls.
  i18next.on('languageChanged', (language) => {
    if (isLanguage(language)) document.documentElement.lang = language;
  });
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => import(`../../../../locales/${language}/${namespace}.json`)))
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['sv', 'en'],
      ns: ['common', ...firstScreen],
      defaultNS: 'common',
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
