import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

/** SPEC section 5's messages as the server sends them (English), and their translation key. */
const serverMessages: [RegExp, string][] = [
  [/^email or password is invalid$/, 'validation.credentials'],
  [/^(?<field>.+) is required$/, 'validation.required'],
  [/^(?<field>.+) is invalid$/, 'validation.invalid'],
  [/^must match pattern (?<pattern>.+)$/, 'validation.pattern'],
  [/^minimum (?<length>\d+) characters$/, 'validation.minLength'],
  [/^maximum (?<length>\d+) characters$/, 'validation.maxLength'],
  [/^exactly (?<length>\d+) characters$/, 'validation.length'],
  [/^only letters$/, 'validation.letters'],
  [/^only digits$/, 'validation.digits'],
  [/^only digits and hyphens$/, 'validation.digitsAndHyphens'],
  [/^only letters and spaces$/, 'validation.lettersAndSpaces'],
  [/^only letters and digits$/, 'validation.lettersAndDigits'],
  [/^only letters, digits and spaces$/, 'validation.lettersDigitsAndSpaces'],
  [/^(?<field>.+) is already in use$/, 'validation.taken'],
];

/** The field's name in the reader's language, e.g. "email" → "E-postadress". */
function fieldName(t: TFunction, property: string): string {
  return t(`fields.${property}`, { ns: 'common', defaultValue: property });
}

/** Translates one generic validation message; a message we do not know is shown as it came. */
export function translateValidationMessage(t: TFunction, message: string, property: string): string {
  for (const [pattern, key] of serverMessages) {
    const match = pattern.exec(message);
    if (match) return t(key, { ns: 'common', ...match.groups, field: fieldName(t, property) });
  }
  return message;
}

/** Client-side checks speak the same generic messages as the server, in the reader's language. */
export function installValidationMessages(t: TFunction) {
  z.config({
    customError: (issue) => {
      const property = issue.path?.map(String).join('.') ?? '';
      const field = fieldName(t, property);
      const common = { ns: 'common', field };
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === ''
            ? t('validation.required', common)
            : t('validation.invalid', common);
        case 'too_small':
          if (issue.origin !== 'string') return t('validation.invalid', common);
          if (issue.input === '') return t('validation.required', common);
          return t(issue.exact ? 'validation.length' : 'validation.minLength', { ...common, length: Number(issue.minimum) });
        case 'too_big':
          if (issue.origin !== 'string') return t('validation.invalid', common);
          return t(issue.exact ? 'validation.length' : 'validation.maxLength', { ...common, length: Number(issue.maximum) });
        case 'invalid_format':
          if (issue.input === '') return t('validation.required', common);
          return issue.format === 'regex' && issue.message
            ? translateValidationMessage(t, issue.message, property)
            : t('validation.invalid', common);
        default:
          return t('validation.invalid', common);
      }
    },
  });
}
