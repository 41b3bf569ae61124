import { initAppI18n } from '@rehab/web/i18n';
import type { Language } from '@rehab/web/language';
import { storedLanguage } from '../lib/language';

/**
 * Swedish first (or the language chosen in settings); each feature's texts load as their own chunk, those of
 * `firstScreen` with the common ones.
 */
export function initI18n(lng: Language = storedLanguage(), firstScreen: string[] = []) {
  return initAppI18n(
    {
      namespaces: ['common'],
      defaultNS: 'common',
      load: (language, namespace) => import(`../../../../locales/${language}/${namespace}.json`),
    },
    lng,
    firstScreen,
  );
}
