import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { validationMessages, validationRule, type FieldError } from '@rehab/contract';
import svCommon from '@rehab/locales/sv/common.json';
import enCommon from '@rehab/locales/en/common.json';
import { translateFieldError, translateValidationMessage } from './validation';

async function translator(language: 'sv' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, ns: ['common'], defaultNS: 'common', resources: { sv: { common: svCommon }, en: { common: enCommon } } });
  return instance.t;
}

/** A refusal as the server sends it: the rule and its parameters, an English message beside them. */
const refused = (property: string, rule: FieldError['rule'], params?: FieldError['params']): FieldError => ({
  property,
  constraints: { [rule ?? 'other']: 'an English message the reader never sees' },
  rule,
  ...(params && { params }),
});

describe('validation messages', () => {
  it('are Swedish sentences written for their field, not a name glued to an adjective', async () => {
    const t = await translator('sv');
    const says = (...args: Parameters<typeof refused>) => translateFieldError(t, refused(...args));
    expect(says('email', 'invalid')).toBe('Ogiltig e-postadress');
    expect(says('code', 'invalid')).toBe('Fel kod, försök igen');
    expect(says('bankId', 'invalid')).toBe('Ogiltigt personnummer');
    expect(says('organizationIds', 'invalid')).toBe('Välj minst en organisation');
    expect(says('email', 'required')).toBe('Fyll i e-postadress');
    // A field without words of its own gets a sentence around its name.
    expect(says('note', 'invalid')).toBe('Kontrollera anteckning');
    expect(says('password', 'minLength', { length: 8 })).toBe('Minst 8 tecken');
    expect(says('code', 'length', { length: 6 })).toBe('Exakt 6 tecken');
    expect(says('phone', 'pattern', { pattern: '^[0-9 +-]+$' })).toBe('Måste matcha mönstret ^[0-9 +-]+$');
    expect(says('email', 'taken')).toBe('E-postadress används redan');
    expect(says('password', 'credentials')).toBe('Fel e-postadress eller lösenord');
    expect(says('password', 'commonPassword')).toBe('Ett vanligt lösenord som är lätt att gissa, välj ett annat');
    expect(says('aboutMe', 'characters')).toBe('Innehåller tecken som inte kan sparas');
    // The character rules of names, business names and company codes.
    expect(says('firstName', 'lettersAndSpaces')).toBe('Endast bokstäver och mellanslag');
    expect(says('title', 'lettersDigitsAndSpaces')).toBe('Endast bokstäver, siffror och mellanslag');
    expect(says('code', 'lettersAndDigits')).toBe('Endast bokstäver och siffror');
  });

  it('read as English in English', async () => {
    const t = await translator('en');
    expect(translateFieldError(t, refused('email', 'invalid'))).toBe('Enter a valid email address');
    expect(translateFieldError(t, refused('email', 'required'))).toBe('Email address is required');
    expect(translateFieldError(t, refused('password', 'maxLength', { length: 200 }))).toBe('Maximum 200 characters');
  });

  it('has words for every rule of the contract in both languages', async () => {
    for (const language of ['sv', 'en'] as const) {
      const t = await translator(language);
      for (const rule of validationRule.options) {
        const text = translateFieldError(t, refused('note', rule, { length: 3, pattern: 'x' }));
        expect(text, `${language} ${rule}`).not.toMatch(/validation\.|\{\{/);
      }
    }
  });

  it('keeps the message of a refusal that no rule tells, and never reads the English of one that has a rule', async () => {
    const t = await translator('sv');
    const licenses: FieldError = { property: 'organization', constraints: { licenses: 'The organization has no licenses left' } };
    expect(translateFieldError(t, licenses)).toBe('The organization has no licenses left');
    // The English sentence is not parsed back: the rule alone decides the words.
    expect(translateFieldError(t, { property: 'password', constraints: { minLength: 'maximum 3 characters' }, rule: 'minLength', params: { length: 8 } })).toBe(
      'Minst 8 tecken',
    );
  });

  it("translates a form's own check by the rule its message names, and leaves any other message as it is", async () => {
    const t = await translator('sv');
    expect(translateValidationMessage(t, validationMessages.lettersAndSpaces(), 'firstName')).toBe('Endast bokstäver och mellanslag');
    expect(translateValidationMessage(t, validationMessages.digitsAndHyphens(), 'personalNumber')).toBe('Endast siffror och bindestreck');
    expect(translateValidationMessage(t, 'Minst 8 tecken', 'password')).toBe('Minst 8 tecken');
    expect(translateValidationMessage(t, 'minimum 8 characters', 'password')).toBe('minimum 8 characters');
  });
});
