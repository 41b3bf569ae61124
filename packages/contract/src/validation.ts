import { z } from 'zod/mini';
import { organizationNumberValid, personalNumberValid } from './swedish-numbers';

/**
 * docs/rules/validation.md's rules: the key a refused field travels with (`errors[].rule`, with its `params`) and
 * that each app translates (`validation.<rule>` in locales' `common`).
 */
export const validationRule = z.enum([
  'required',
  'invalid',
  'pattern',
  'minLength',
  'maxLength',
  'length',
  'letters',
  'digits',
  'digitsAndHyphens',
  'lettersAndSpaces',
  'lettersAndDigits',
  'lettersDigitsAndSpaces',
  'characters',
  'commonPassword',
  'credentials',
  'taken',
  'past',
]);
export type ValidationRule = z.infer<typeof validationRule>;
/** A rule's parameters (in an answer, never a request): `length` for the length rules, `pattern` for a pattern of no rule of its own. */
export const ruleParameters = z.record(z.string().check(z.maxLength(20)), z.union([z.string(), z.number()]));
export type RuleParams = z.infer<typeof ruleParameters>;

/** Each rule's English message, sent beside its key for API users; `field` is the refused property. */
export const validationMessages = {
  required: (field: string) => `${field} is required`,
  invalid: (field: string) => `${field} is invalid`,
  pattern: (pattern: string) => `must match pattern ${pattern}`,
  minLength: (length: number) => `minimum ${length} characters`,
  maxLength: (length: number) => `maximum ${length} characters`,
  length: (length: number) => `exactly ${length} characters`,
  letters: () => 'only letters',
  digits: () => 'only digits',
  digitsAndHyphens: () => 'only digits and hyphens',
  lettersAndSpaces: () => 'only letters and spaces',
  lettersAndDigits: () => 'only letters and digits',
  lettersDigitsAndSpaces: () => 'only letters, digits and spaces',
  characters: () => 'contains characters that cannot be stored',
  commonPassword: (field: string) => `${field} is a common password, easy to guess`,
  credentials: () => 'email or password is invalid',
  taken: (field: string) => `${field} is already in use`,
  past: () => 'a day already over',
} as const satisfies Record<ValidationRule, (value: never) => string>;

/** The rules a check of the contract names by its own message (`z.regex(…, validationMessages.digits())`). */
const messageRules = ['letters', 'digits', 'digitsAndHyphens', 'lettersAndSpaces', 'lettersAndDigits', 'lettersDigitsAndSpaces', 'characters', 'past'] as const;
const rulesByMessage: ReadonlyMap<string, ValidationRule> = new Map(messageRules.map((rule) => [validationMessages[rule](), rule]));
/** The rule a check's own message stands for ("only digits" → `digits`), by the whole message, or undefined. */
export const ruleOfMessage = (message: string): ValidationRule | undefined => rulesByMessage.get(message);

/** Field building blocks with bounds, so no input is unbounded. */
export const emailField = z.email().check(z.maxLength(254));
/**
 * A person's name: words of letters (accents as one letter or as combining marks), joined by one space,
 * hyphen or apostrophe, so "Anna-Karin", "O'Brien" and "Lena Ström Berg" pass and "Anna2" or "-Anna" do not.
 */
export const nameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^\p{L}\p{M}*(?:[ '’-]?\p{L}\p{M}*)*$/u, validationMessages.lettersAndSpaces()),
  );
/**
 * A business name: words of letters and digits joined by spaces, with the marks names of companies
 * carry inside them ("Fysio & Hälsa i Umeå AB", "S:t Görans Rehab", "Rehab-Center 24").
 */
export const businessNameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} &.,:'’-]*$/u, validationMessages.lettersDigitsAndSpaces()),
  );
export const digitsField = (length: number) => z.string().check(z.length(length), z.regex(/^\d+$/, validationMessages.digits()));
/** Swedish personal number, YYYYMMDD-XXXX or YYYYMMDDXXXX. */
export const personalNumberField = z
  .string()
  .check(z.minLength(12), z.maxLength(13), z.regex(/^\d{8}-?\d{4}$/, validationMessages.digitsAndHyphens()));
/** A personal number that BankID can know: a real date and a valid check digit, stored as YYYYMMDD-NNNC. */
export const bankIdField = z.pipe(
  personalNumberField.check(z.refine(personalNumberValid)),
  z.transform((value: string) => (value.includes('-') ? value : `${value.slice(0, 8)}-${value.slice(8)}`)),
);
/** Swedish organization number NNNNNN-NNNC with a valid check digit. */
export const organizationNumberField = z
  .string()
  .check(z.length(11), z.regex(/^\d{6}-\d{4}$/, validationMessages.digitsAndHyphens()), z.refine(organizationNumberValid));
/**
 * Control characters no text of ours holds: NUL (PostgreSQL cannot store it), the other C0 controls, DEL and the C1
 * controls; a multi-line text keeps tab, line feed and carriage return (a form sends its lines as CR LF).
 */
// The control characters are what these patterns are for.
/* eslint-disable no-control-regex */
const singleLineControls = /[\u0000-\u001F\u007F-\u009F]/;
const multiLineControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
/** Half of a surrogate pair without its other half: no UTF-8 can carry it, so it would be stored as something else. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Whether a text holds only what the database stores and a reader sees as it was sent. */
export function isStorableText(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? multiLineControls : singleLineControls).test(value) && !loneSurrogate.test(value);
}
/** The one refinement every free-text field of a request carries (rule `characters`). */
export const storableText = ({ multiline = false } = {}) =>
  z.refine<string>((value) => isStorableText(value, { multiline }), validationMessages.characters());
/** Free text up to `max` characters, trimmed when asked, of storable characters only; multi-line unless told otherwise. */
export const freeText = (max: number, { multiline = true, trim = false } = {}) =>
  z.string().check(...(trim ? [z.trim()] : []), z.maxLength(max), storableText({ multiline }));
/** A search box's text: one line, up to 100 characters. */
export const searchText = freeText(100, { multiline: false });
export const isoDate = z.iso.date();
/** The years a date from a request may fall in: wide enough for any treatment, narrow enough that no loop over it runs long. */
export const requestYears = { first: 2000, last: 2100 } as const;
/** A real calendar date (YYYY-MM-DD) from a request, within `requestYears`. */
export const dayField = isoDate.check(
  z.refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= requestYears.first && year <= requestYears.last;
  }),
);
/** The longest period a request may ask for: statistics, reports, calendars and logs. */
export const maxRangeYears = 5;
/** Whether `to` is at most `maxRangeYears` after `from` (both YYYY-MM-DD). */
export function withinMaxRange(from: string, to: string): boolean {
  const limit = `${Number(from.slice(0, 4)) + maxRangeYears}${from.slice(4)}`;
  return to <= limit;
}
/**
 * Checks for a `from`/`to` pair of `dayField`s, each naming the property it fails on: `to` not before
 * `from`, and a period of at most `maxRangeYears`.
 */
export const periodChecks = <T extends { from?: string; to?: string }>() => [
  z.refine<T>((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'from must not be after to' }),
  z.refine<T>((q) => !q.from || !q.to || q.from > q.to || withinMaxRange(q.from, q.to), {
    path: ['to'],
    message: `the period may be at most ${maxRangeYears} years`,
  }),
];
export const isoDateTime = z.iso.datetime({ offset: true });

/** A call that takes no query parameters refuses any. */
export const noQuery = z.strictObject({});
/** A call that takes no body accepts none, an empty one or `{}`, and nothing more. */
export const emptyBody = z.nullish(z.strictObject({}));

/** The lists that grow with a clinic are read a page at a time: `limit` rows, 50 unless asked. */
export const pageLimit = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50);
/** An opaque position in a list, from the previous page's `nextCursor`. */
export const pageCursor = z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'not a cursor from this list'));
/** A page of a list: its rows, how many rows the whole list has, and the next page's cursor (null on the last). */
export const page = <Item extends z.ZodMiniType>(item: Item) =>
  z.object({ items: z.array(item), total: z.int(), nextCursor: z.nullable(z.string()) });
