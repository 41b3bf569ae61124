import type { PatientProfile } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { personalDetailsChanges, personalDetailsSchema } from './components/personalDetailsSchema';
import { isAcceptedPhoto, maxPhotoBytes } from './components/photoRules';

const profile: PatientProfile = {
  id: '0b6f4e44-8a4b-4c1e-9a53-0d3b1c6e2f10',
  email: 'eva@example.se',
  firstName: 'Eva',
  lastName: 'Berg',
  phone: '070-123 45 67',
  imageUrl: null,
  language: 'sv',
  personalNumber: null,
};

describe('the personal details', () => {
  it('sends only what changed, and an emptied phone as none', () => {
    expect(personalDetailsChanges(profile, { firstName: 'Eva', lastName: 'Berg', phone: '070-123 45 67' })).toBeNull();
    expect(personalDetailsChanges(profile, { firstName: 'Evy', lastName: 'Berg', phone: '' })).toEqual({
      firstName: 'Evy',
      phone: null,
    });
  });

  it('takes a phone as people write it or none, and names the field that is wrong', () => {
    expect(
      personalDetailsSchema.safeParse({ firstName: 'Eva', lastName: 'Berg', phone: '+46 (0)70-123 45 67' }).success,
    ).toBe(true);
    expect(personalDetailsSchema.safeParse({ firstName: 'Eva', lastName: 'Berg', phone: '' }).success).toBe(true);
    const result = personalDetailsSchema.safeParse({ firstName: '', lastName: 'Berg', phone: 'ring mig' });
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['firstName', 'phone']));
  });
});

describe('a chosen photo', () => {
  it('is a JPEG, PNG or WebP picture of at most 5 MB', () => {
    expect(isAcceptedPhoto({ type: 'image/png', size: maxPhotoBytes })).toBe(true);
    expect(isAcceptedPhoto({ type: 'image/webp', size: 1 })).toBe(true);
    expect(isAcceptedPhoto({ type: 'image/png', size: maxPhotoBytes + 1 })).toBe(false);
    expect(isAcceptedPhoto({ type: 'image/gif', size: 100 })).toBe(false);
    expect(isAcceptedPhoto({ type: 'image/jpeg', size: 0 })).toBe(false);
  });
});
