import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { bankIdFailureKey, createBankIdSignIn } from './bankIdSignIn';
import type { ApiFetch } from './fetcher';

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

describe('an app’s BankID sign-in', () => {
  const login = { sessionId: 'a'.repeat(32), state: 'b'.repeat(32) };

  it('trades GrandID’s return at the route of its own side, and starts that app’s session with the answer', async () => {
    for (const who of ['specialists', 'patients'] as const) {
      const apiFetch = vi.fn(() => Promise.resolve({ access_token: `${who}-token` }));
      const startSession = vi.fn();
      await createBankIdSignIn(apiFetch as unknown as ApiFetch, startSession, who).signIn(login);
      expect(apiFetch).toHaveBeenCalledWith(`/third-party/grand-id/sign-in/${who}`, expect.anything(), expect.objectContaining({ method: 'POST', body: JSON.stringify(login) }));
      expect(startSession).toHaveBeenCalledWith(`${who}-token`);
    }
  });

  it('starts no session when the server refuses the login', async () => {
    const apiFetch = vi.fn(() => Promise.reject(new ApiError('No account', 403)));
    const startSession = vi.fn();
    await expect(createBankIdSignIn(apiFetch as unknown as ApiFetch, startSession, 'patients').signIn(login)).rejects.toThrow('No account');
    expect(startSession).not.toHaveBeenCalled();
  });
});
