import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import svCommon from '@rehab/locales/sv/common.json';
import { ApiError } from './ApiError';
import { errorText } from './serverErrors';

describe('errorText', () => {
  it("says what went wrong in the reader's language, never the server's English", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'sv', ns: ['common'], resources: { sv: { common: svCommon } } });
    const say = (error: unknown) => errorText(i18n.t, error);
    expect(say(new ApiError('Unsupported Media Type: file type not allowed', 415))).toBe(
      'Den filtypen går inte att skicka. Välj en bild, en PDF, ett Office-dokument eller en textfil.',
    );
    expect(say(new ApiError('Payload Too Large', 413))).toBe('Filen är för stor.');
    expect(say(new ApiError('Failed to fetch', 'FETCH_ERROR'))).toBe('Ingen kontakt med servern. Kontrollera anslutningen och försök igen.');
    expect(say(new ApiError('Service Unavailable', 503))).toBe('Något gick fel på servern. Försök igen om en stund.');
    expect(say(new ApiError("I'm a teapot", 418))).toBe('Något gick fel');
    expect(say(new TypeError('x is undefined'))).toBe('Något gick fel');
  });
});
