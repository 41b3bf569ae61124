import { describe, expect, it } from 'vitest';
import { dateLocale, formatDateTime, isLanguage } from './language';

describe('language', () => {
  it('knows only Swedish and English', () => {
    expect(isLanguage('sv')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('formats dates in the language, on a 24-hour clock', () => {
    const afternoon = new Date(2026, 2, 16, 14, 5);
    expect(dateLocale('sv')).toBe('sv-SE');
    expect(dateLocale('en')).toBe('en-GB');
    expect(formatDateTime(afternoon, 'sv')).toMatch(/^måndag 16 mars 2026 .*14:05$/);
    expect(formatDateTime(afternoon, 'en')).toMatch(/^Monday,? 16 March 2026 .*14:05$/);
  });
});
