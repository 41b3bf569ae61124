import { describe, expect, it } from 'vitest';
import { formatDay, setReaderDateLanguage } from '@rehab/contract/dates';
import { dateLocale, formatDateTime, isLanguage } from './language';

describe('language', () => {
  it('knows only Swedish and English', () => {
    expect(isLanguage('sv')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('shows dates in the reader\'s language on a 24-hour clock, Swedish by default', () => {
    const afternoon = new Date(2026, 2, 16, 14, 5);
    expect(dateLocale('sv')).toBe('sv-SE');
    expect(dateLocale('en')).toBe('en-GB');
    expect(formatDateTime(afternoon)).toMatch(/^måndag 16 mars 2026 .*14:05$/);
    const time = new Intl.DateTimeFormat(dateLocale('en'), { timeStyle: 'short' }).format(afternoon);
    expect(time).toBe('14:05');
  });

  it('shows the dates the app formats in English once the reader chose English', () => {
    const afternoon = new Date(2026, 2, 16, 14, 5);
    setReaderDateLanguage('en');
    try {
      expect(dateLocale()).toBe('en-GB');
      expect(formatDateTime(afternoon)).toMatch(/^Monday(,)? 16 March 2026.* 14:05$/);
      expect(formatDay('2026-11-18')).toBe('Wednesday 18 November');
    } finally {
      setReaderDateLanguage('sv');
    }
    expect(formatDay('2026-11-18')).toBe('onsdag 18 november');
  });
});
