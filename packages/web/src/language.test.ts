import { describe, expect, it } from 'vitest';
import { dateLocale, formatDateTime, isLanguage } from './language';

describe('language', () => {
  it('knows only Swedish and English', () => {
    expect(isLanguage('sv')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('shows dates in Swedish on a 24-hour clock, whatever the language of the texts', () => {
    const afternoon = new Date(2026, 2, 16, 14, 5);
    expect(dateLocale('sv')).toBe('sv-SE');
    expect(dateLocale('en')).toBe('sv-SE');
    expect(formatDateTime(afternoon)).toMatch(/^måndag 16 mars 2026 .*14:05$/);
    const time = new Intl.DateTimeFormat(dateLocale('en'), { timeStyle: 'short' }).format(afternoon);
    expect(time).toBe('14:05');
  });
});
