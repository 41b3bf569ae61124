import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

/** docs/rules/validation.md's messages as the server sends them (English), and their translation key. */
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
  [/^contains characters that cannot be stored$/, 'validation.characters'],
  [/^(?<field>.+) is a common password, easy to guess$/, 'validation.commonPassword'],
];

/** The field's name in the reader's language, e.g. "email" → "E-postadress", as it starts a message and inside one. */
function fieldNames(t: TFunction, property: string) {
  const field = t(`fields.${property}`, { ns: 'common', defaultValue: property });
  return { field, fieldLower: field.toLocaleLowerCase() };
}

/**
 * A missing or invalid value is told in the field's own words where it has them ("Ogiltigt personnummer",
 * "Välj minst en organisation"), else in a sentence around its name ("Fyll i lösenord").
 */
const perField: Record<string, string> = { 'validation.required': 'validation.requiredField', 'validation.invalid': 'validation.invalidField' };

function message(t: TFunction, key: string, property: string, values: Record<string, unknown> = {}): string {
  const own = perField[key];
  const keys = own ? [`${own}.${property}`, key] : [key];
  return t(keys, { ns: 'common', ...values, ...fieldNames(t, property) });
}

/** Translates one generic validation message; a message we do not know is shown as it came. */
export function translateValidationMessage(t: TFunction, text: string, property: string): string {
  for (const [pattern, key] of serverMessages) {
    const match = pattern.exec(text);
    if (match) return message(t, key, property, match.groups);
  }
  return text;
}

/** Client-side checks speak the same generic messages as the server, in the reader's language. */
export function installValidationMessages(t: TFunction) {
  z.config({
    customError: (issue) => {
      const property = issue.path?.map(String).join('.') ?? '';
      const say = (key: string, values?: Record<string, unknown>) => message(t, key, property, values);
      switch (issue.code) {
        case 'invalid_type':
          return say(issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalid');
        case 'too_small':
          if (issue.origin !== 'string') return say('validation.invalid');
          if (issue.input === '') return say('validation.required');
          return say(issue.exact ? 'validation.length' : 'validation.minLength', { length: Number(issue.minimum) });
        case 'too_big':
          if (issue.origin !== 'string') return say('validation.invalid');
          return say(issue.exact ? 'validation.length' : 'validation.maxLength', { length: Number(issue.maximum) });
        case 'invalid_format':
          if (issue.input === '') return say('validation.required');
          return issue.format === 'regex' && issue.message ? translateValidationMessage(t, issue.message, property) : say('validation.invalid');
        default:
          return say('validation.invalid');
      }
    },
  });
}
