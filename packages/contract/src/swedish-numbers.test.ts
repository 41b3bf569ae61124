import { describe, expect, it } from 'vitest';
import { organizationCreateBody } from './organizations';
import { physioCreateBody } from './physios';
import { luhnCheckDigit, organizationNumberValid, personalNumberValid } from './swedish-numbers';

describe('Swedish identity numbers', () => {
  it('accepts a personal number with a valid check digit and a real date, with or without the hyphen', () => {
    expect(personalNumberValid('19811218-9876')).toBe(true);
    expect(personalNumberValid('198112189876')).toBe(true);
    expect(personalNumberValid('19811218-9877')).toBe(false);
    expect(personalNumberValid('19810230-9876')).toBe(false);
  });

  it('accepts an organization number NNNNNN-NNNN with a valid check digit only', () => {
    expect(organizationNumberValid('556016-0680')).toBe(true);
    expect(organizationNumberValid('556016-0681')).toBe(false);
    expect(organizationNumberValid('5560160680')).toBe(false);
    expect(luhnCheckDigit('556016068')).toBe(0);
  });

  it('stores a bank id with its hyphen and a company code upper-case', () => {
    const physio = physioCreateBody.parse({
      email: 'a@b.se',
      firstName: 'Ada',
      lastName: 'Ek',
      bankId: '198112189876',
      organizationIds: ['3f1c2b9e-8d4a-4b6e-9c1d-2a3b4c5d6e7f'],
    });
    expect(physio.bankId).toBe('19811218-9876');
    const org = organizationCreateBody.parse({
      title: 'Acme',
      hash: '556016-0680',
      contactEmail: 'c@acme.se',
      contactName: 'Cecilia Ek',
      code: 'acme2026',
      licenses: 10,
    });
    expect(org.code).toBe('ACME2026');
    expect(organizationCreateBody.safeParse({ ...org, hash: '556016-0681' }).success).toBe(false);
  });
});
