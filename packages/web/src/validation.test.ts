import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import svCommon from '@rehab/locales/sv/common.json';
import enCommon from '@rehab/locales/en/common.json';
import { translateValidationMessage } from './validation';

async function translator(language: 'sv' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, ns: ['common'], defaultNS: 'common', resources: { sv: { common: svCommon }, en: { common: enCommon } } });
  return instance.t;
}

describe('validation messages', () => {
  it('are Swedish sentences written for their field, not a name glued to an adjective', async () => {
    const t = await translator('sv');
    const says = (message: string, property: string) => translateValidationMessage(t, message, property);
    expect(says('email is invalid', 'email')).toBe('Ogiltig e-postadress');
    expect(says('code is invalid', 'code')).toBe('Fel kod, försök igen');
    expect(says('bankId is invalid', 'bankId')).toBe('Ogiltigt personnummer');
    expect(says('organizationIds is invalid', 'organizationIds')).toBe('Välj minst en organisation');
    expect(says('email is required', 'email')).toBe('Fyll i e-postadress');
    // A field without words of its own gets a sentence around its name.
    expect(says('note is invalid', 'note')).toBe('Kontrollera anteckning');
    expect(says('minimum 8 characters', 'password')).toBe('Minst 8 tecken');
    expect(says('something new from the server', 'email')).toBe('something new from the server');
    // The character rules of names, business names and company codes.
    expect(says('only letters and spaces', 'firstName')).toBe('Endast bokstäver och mellanslag');
    expect(says('only letters, digits and spaces', 'title')).toBe('Endast bokstäver, siffror och mellanslag');
    expect(says('only letters and digits', 'code')).toBe('Endast bokstäver och siffror');
  });

  it('read as English in English', async () => {
    const t = await translator('en');
    expect(translateValidationMessage(t, 'email is invalid', 'email')).toBe('Enter a valid email address');
    expect(translateValidationMessage(t, 'email is required', 'email')).toBe('Email address is required');
  });
});
