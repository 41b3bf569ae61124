import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from './language';
import { installValidationMessages } from './validation';
import { setCallLanguage } from './request';
import { setReaderDateLanguage } from '@rehab/contract/dates';

/** Where an app's texts come from: its namespaces, each its own chunk, loaded by language and namespace. */
export type AppTexts = {
  /** The namespaces loaded before the first screen, the default first. */
  namespaces: string[];
  defaultNS: string;
  load: (language: string, namespace: string) => Promise<Record<string, unknown>>;
};

/**
 * Starts an app's texts in `lng` only: every key is in both languages (`locales.test.ts`), so docs/rules/languages-and-dates.md's
 * English fallback never has a text to fill in and is not downloaded beside Swedish. `firstScreen`'s namespaces
 * load with the app's own; the validation and error messages are the product's common ones.
 */
export async function initAppI18n(texts: AppTexts, lng: Language, firstScreen: string[] = []) {
  // The page's language follows the texts, for screen readers, hyphenation and the browser's own controls.
  i18next.on('languageChanged', (language) => {
    if (!isLanguage(language)) return;
    document.documentElement.lang = language;
    setCallLanguage(language);
    setReaderDateLanguage(language);
  });
  setCallLanguage(lng);
  setReaderDateLanguage(lng);
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend(texts.load))
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['sv', 'en'],
      ns: [...texts.namespaces, ...firstScreen],
      defaultNS: texts.defaultNS,
      interpolation: { escapeValue: false },
      // docs/rules/languages-and-dates.md: up to 5 retries from a 350 ms base delay.
      maxRetries: 5,
      retryTimeout: 350,
      react: { useSuspense: true },
      // The texts are asked for at once, beside the first screen's code, not in a task of their own after it.
      initAsync: false,
    });
  installValidationMessages(i18next.t);
}
