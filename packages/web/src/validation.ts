import { ruleOfMessage, type FieldError, type RuleParams, type ValidationRule } from '@rehab/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';

/** The field's name in the reader's language, e.g. "email" → "E-postadress", as it starts a message and inside one. */
function fieldNames(t: TFunction, property: string) {
  const field = t(`fields.${property}`, { ns: 'common', defaultValue: property });
  return { field, fieldLower: field.toLocaleLowerCase() };
}

/**
 * A missing or invalid value is told in the field's own words where it has them ("Ogiltigt personnummer",
 * "Välj minst en organisation"), else in a sentence around its name ("Fyll i lösenord").
 */
const perField: Partial<Record<ValidationRule, string>> = { required: 'validation.requiredField', invalid: 'validation.invalidField' };

/** One of docs/rules/validation.md's rules on `property`, with its parameters, in the reader's language. */
export function translateRule(t: TFunction, rule: ValidationRule, property: string, params: RuleParams = {}): string {
  const own = perField[rule];
  const key = `validation.${rule}`;
  const keys = own ? [`${own}.${property}`, key] : [key];
  return t(keys, { ns: 'common', ...params, ...fieldNames(t, property) });
}

/** A refused field from the server, by its rule; a refusal of no rule (a domain one) keeps its first message. */
export function translateFieldError(t: TFunction, error: FieldError): string {
  if (error.rule) return translateRule(t, error.rule, error.property, error.params);
  return Object.values(error.constraints)[0] ?? t('errors.unexpected', { ns: 'common' });
}

/**
 * A form's message on `property`: a contract check's own message ("only digits") by the rule it names; any
 * other is already in the reader's language (`installValidationMessages`) or the schema's own, and shown as it is.
 */
export function translateValidationMessage(t: TFunction, text: string, property: string): string {
  const rule = ruleOfMessage(text);
  return rule ? translateRule(t, rule, property) : text;
}

/** Client-side checks speak the same generic messages as the server, in the reader's language. */
export function installValidationMessages(t: TFunction) {
  z.config({
    customError: (issue) => {
      const property = issue.path?.map(String).join('.') ?? '';
      const say = (rule: ValidationRule, params?: RuleParams) => translateRule(t, rule, property, params);
      switch (issue.code) {
        case 'invalid_type':
          return say(issue.input === undefined || issue.input === '' ? 'required' : 'invalid');
        case 'too_small':
          if (issue.origin !== 'string') return say('invalid');
          if (issue.input === '') return say('required');
          return say(issue.exact ? 'length' : 'minLength', { length: Number(issue.minimum) });
        case 'too_big':
          if (issue.origin !== 'string') return say('invalid');
          return say(issue.exact ? 'length' : 'maxLength', { length: Number(issue.maximum) });
        case 'invalid_format':
          if (issue.input === '') return say('required');
          return issue.format === 'regex' && issue.message ? translateValidationMessage(t, issue.message, property) : say('invalid');
        default:
          return say('invalid');
      }
    },
  });
}
