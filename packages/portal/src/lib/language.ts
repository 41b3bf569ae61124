/** The portal's languages: Swedish is the default, English the fallback (SPEC section 1). */
export const languages = ['sv', 'en'] as const;
export type Language = (typeof languages)[number];

const languageKey = 'rehab.language';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The language chosen in settings on this browser, else Swedish. */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageKey);
    return isLanguage(stored) ? stored : 'sv';
  } catch {
    return 'sv';
  }
}

export function storeLanguage(language: Language) {
  localStorage.setItem(languageKey, language);
}

/** Dates and times as people of that language read them, always on a 24-hour clock (SPEC section 1). */
export function dateLocale(language: string): 'sv-SE' | 'en-GB' {
  return language === 'en' ? 'en-GB' : 'sv-SE';
}

/** E.g. "måndag 23 november 2026 14:05" or "Monday 23 November 2026 14:05". */
export function formatDateTime(date: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
