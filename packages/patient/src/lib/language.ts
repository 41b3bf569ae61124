/** The app's languages: Swedish is the default, English the fallback (SPEC section 1). */
export const languages = ['sv', 'en'] as const;
export type Language = (typeof languages)[number];

const languageKey = 'rehab.patientLanguage';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The language the patient chose on this device, else Swedish. */
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
