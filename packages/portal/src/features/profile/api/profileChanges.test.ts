import type { ProfileResponse } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { profileChanges, profileFormValues } from './profileChanges';

const profile: ProfileResponse = {
  id: '6f1c2a4e-0b7d-4a53-9a52-2f6a8b2f0c11',
  email: 'anna@demo.se',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  role: 'physio',
  photo: '/uploads/photos/6f1c2a4e-0b7d-4a53-9a52-2f6a8b2f0c11.png',
  profile: { aboutMe: 'Fysioterapeut', experience: '10 år', bankId: '19800312-1234' },
  organizations: [],
};

const entries = (form: FormData | null) => (form ? [...form.entries()] : null);

describe('profileChanges', () => {
  const before = profileFormValues(profile);

  it('sends nothing when nothing changed, and never the photo address', () => {
    expect(profileChanges(before, { ...before })).toBeNull();
  });

  it('sends the current password with a new email, and never without one', () => {
    expect(entries(profileChanges(before, { ...before, email: 'anna.ny@demo.se', currentPassword: 'Mitt-lösen-1' }))).toEqual([
      ['email', 'anna.ny@demo.se'],
      ['currentPassword', 'Mitt-lösen-1'],
    ]);
    expect(entries(profileChanges(before, { ...before, aboutMe: 'Ny text', currentPassword: 'Mitt-lösen-1' }))).toEqual([['aboutMe', 'Ny text']]);
  });

  it('sends the mailed code instead of the password with a new email, and never without one', () => {
    expect(entries(profileChanges(before, { ...before, email: 'anna.ny@demo.se', code: '123456' }))).toEqual([
      ['email', 'anna.ny@demo.se'],
      ['code', '123456'],
    ]);
    expect(entries(profileChanges(before, { ...before, aboutMe: 'Ny text', code: '123456' }))).toEqual([['aboutMe', 'Ny text']]);
  });

  it('sends the BankID login instead of the password when the change was confirmed with BankID', () => {
    const login = { sessionId: 'abcdef123456', state: 'A'.repeat(43) };
    expect(entries(profileChanges(before, { ...before, email: 'anna.ny@demo.se', currentPassword: 'Mitt-lösen-1' }, login))).toEqual([
      ['email', 'anna.ny@demo.se'],
      ['bankIdSessionId', 'abcdef123456'],
      ['bankIdState', 'A'.repeat(43)],
    ]);
    expect(entries(profileChanges(before, { ...before, aboutMe: 'Ny text' }, login))).toEqual([['aboutMe', 'Ny text']]);
  });

  it('sends only the changed text fields', () => {
    const form = profileChanges(before, { ...before, aboutMe: 'Ny text', experience: '11 år' });
    expect(entries(form)).toEqual([
      ['aboutMe', 'Ny text'],
      ['experience', '11 år'],
    ]);
  });

  it('sends a field emptied by the user', () => {
    expect(entries(profileChanges(before, { ...before, experience: '' }))).toEqual([['experience', '']]);
  });

  it('sends a newly chosen photo as a file, alone', () => {
    const photo = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    const form = profileChanges(before, { ...before, photo });
    expect(form && [...form.keys()]).toEqual(['photo']);
    const sent = form?.get('photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
  });

  it('does not send a photo address even when it differs from the stored one', () => {
    expect(profileChanges(before, { ...before, photo: '/uploads/photos/other.png' })).toBeNull();
  });

  it('treats a missing bank id as empty, so leaving it empty changes nothing', () => {
    const without = profileFormValues({ ...profile, profile: { ...profile.profile, bankId: null } });
    expect(without.bankId).toBe('');
    expect(profileChanges(without, { ...without })).toBeNull();
  });
});
