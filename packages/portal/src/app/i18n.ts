import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { installValidationMessages } from '../lib/validation';

export const languages = ['sv', 'en'] as const;
export type Language = (typeof languages)[number];

/** Swedish first, English as fallback; each feature's texts load as their own chunk. */
export async function initI18n(lng: Language = 'sv') {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => import(`../../../../locales/${language}/${namespace}.json`)))
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: languages,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // SPEC section 9: up to 5 retries from a 350 ms base delay.
      maxRetries: 5,
      retryTimeout: 350,
      react: { useSuspense: true },
    });
  installValidationMessages(i18next.t);
}
