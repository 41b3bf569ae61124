import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { bankIdFailureKey } from './bankIdSignIn';

const refused = (rule: string) => new ApiError('refused', 400, [{ property: 'sessionId', constraints: { [rule]: 'refused' } }]);

describe('a failed BankID sign-in', () => {
  it('tells a person without an account, a cancelled login and an expired or unknown one apart', () => {
    expect(bankIdFailureKey(new ApiError('No account', 403))).toBe('bankId.noAccount');
    expect(bankIdFailureKey(refused('cancelled'))).toBe('bankId.cancelled');
    expect(bankIdFailureKey(refused('expired'))).toBe('bankId.expired');
    expect(bankIdFailureKey(refused('invalid'))).toBe('bankId.expired');
  });

  it('tells a patient when the person who logged in is linked to another patient already', () => {
    const taken = new ApiError('Another patient has linked this BankID', 409, [{ property: 'personalNumber', constraints: { unique: 'taken' } }]);
    expect(bankIdFailureKey(taken)).toBe('bankId.taken');
  });

  it('says it failed when the server could not be reached or answered otherwise', () => {
    expect(bankIdFailureKey(new ApiError('Failed to fetch', 'FETCH_ERROR'))).toBe('bankId.failed');
    expect(bankIdFailureKey(new ApiError('Bad gateway', 502))).toBe('bankId.failed');
    expect(bankIdFailureKey(new Error('unexpected'))).toBe('bankId.failed');
  });
});
