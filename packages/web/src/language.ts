import { dateLocaleOf, readerDateLocale } from '@rehab/contract/dates';

/** The apps' languages: Swedish is the default, English the fallback (docs/rules/languages-and-dates.md). */
export const languages = ['sv', 'en'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The language chosen on this device, kept under `key` in local storage (each app its own), else Swedish. */
export function deviceLanguage(key: string) {
  return {
    stored(): Language {
      try {
        const stored = localStorage.getItem(key);
        return isLanguage(stored) ? stored : 'sv';
      } catch {
        return 'sv';
      }
    },
    store(language: Language) {
      localStorage.setItem(key, language);
    },
  };
}

/**
 * The date locale: the reader's language's, Swedish by default, on a 24-hour clock (docs/rules/languages-and-dates.md).
 * Without a language, the one the app's texts are in now.
 */
export const dateLocale = (language?: string) => (language === undefined ? readerDateLocale() : dateLocaleOf(language));

/** E.g. "måndag 16 mars 2026 14:05", "Monday 16 March 2026 14:05" in English. */
export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
