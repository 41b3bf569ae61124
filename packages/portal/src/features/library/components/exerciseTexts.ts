/** The exercise's words in the reader's language; Swedish when the English is missing. */
export function inLanguage<T extends string | string[]>(texts: { sv: T; en: T }, language: string): T {
  const english = texts.en;
  const hasEnglish = Array.isArray(english) ? english.length > 0 : english.trim() !== '';
  return language.startsWith('en') && hasEnglish ? english : texts.sv;
}

export const exerciseName = (exercise: { name: { sv: string; en: string } }, language: string) => inLanguage(exercise.name, language);

/** An exercise's page, in the organization's library. */
export const exercisePath = (exerciseId: string, organizationId: string) => `/library/${exerciseId}?organization=${organizationId}`;
