import { describe, expect, it } from 'vitest';
import { maskPersonalNumber } from './maskPersonalNumber';

describe('maskPersonalNumber', () => {
  it('keeps the birth date and hides the last four digits, with or without the hyphen', () => {
    expect(maskPersonalNumber('19800312-1234')).toBe('19800312-••••');
    expect(maskPersonalNumber('198003121234')).toBe('19800312-••••');
  });

  it('hides a value too short to have a birth date entirely', () => {
    expect(maskPersonalNumber('1234')).toBe('••••');
  });
});
