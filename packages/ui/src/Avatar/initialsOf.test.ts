import { describe, expect, it } from 'vitest';
import { initialsOf } from './initialsOf';

describe('initialsOf', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initialsOf('Anna-Karin Lindqvist')).toBe('AL');
    expect(initialsOf('Maja Eva Söderström')).toBe('MS');
  });

  it('keeps Swedish letters and upper-cases them', () => {
    expect(initialsOf('östen åberg')).toBe('ÖÅ');
  });

  it('copes with one name and stray spaces', () => {
    expect(initialsOf('  Sven  ')).toBe('S');
    expect(initialsOf('')).toBe('');
  });
});
