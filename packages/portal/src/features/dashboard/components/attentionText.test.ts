import type { AttentionItem, AttentionReason } from '@rehab/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@rehab/locales/en/dashboard.json';
import sv from '@rehab/locales/sv/dashboard.json';
import { attentionReasonText, attentionSinceText, attentionTarget } from './attentionText';

const since = '2026-11-17T23:30:00.000Z';
const reasons: AttentionReason[] = [
  { kind: 'hard-feedback', since, exerciseName: 'Knäböj' },
  { kind: 'pain', since, pain: 8, exerciseName: 'Knäböj' },
  { kind: 'pain-rise', since, pain: 6, previous: 2, exerciseName: 'Höftlyft' },
  { kind: 'inactive', since, days: 1 },
  { kind: 'inactive', since, days: 4 },
  { kind: 'low-adherence', since, share: 0.354 },
];
const patient = { id: '3f1c6a52-8f0e-4d7b-9b3a-2c1d4e5f6a7b', firstName: 'Eva', lastName: 'Åberg' };
const item = (...kinds: AttentionReason[]): AttentionItem => ({ patient, since, reasons: kinds });

describe('why a patient needs attention', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ lng: 'sv', resources: { sv: { dashboard: sv }, en: { dashboard: en } }, interpolation: { escapeValue: false } }));
  const t = (lng: string) => i18n.getFixedT(lng, 'dashboard');

  it('says each reason as a physio would, with its figures, in Swedish and English', () => {
    expect(reasons.map((reason) => attentionReasonText(t('sv'), reason))).toEqual([
      'Tyckte att Knäböj var svår',
      'Smärta 8 av 10 vid Knäböj',
      'Smärtan vid Höftlyft har ökat från 2 till 6',
      'Inte tränat på 1 dag',
      'Inte tränat på 4 dagar',
      'Har bara gjort 35 % av uppgifterna de senaste två veckorna',
    ]);
    expect(reasons.map((reason) => attentionReasonText(t('en'), reason))).toEqual([
      'Found Knäböj hard',
      'Pain 8 out of 10 during Knäböj',
      'Pain during Höftlyft up from 2 to 6',
      'No exercise for 1 day',
      'No exercise for 4 days',
      'Only 35% of tasks done in the last two weeks',
    ]);
  });

  it('dates since when by the day in Sweden, whatever the reader’s clock', () => {
    // 23:30 UTC on the 17th is past midnight in Stockholm.
    expect(attentionSinceText(t('sv'), since, 'sv-SE')).toBe('Sedan 18 nov.');
  });

  it('leads to the feedback for what the patient said, else to the program', () => {
    expect(attentionTarget(item(reasons[1] as AttentionReason, reasons[4] as AttentionReason))).toEqual({
      href: `/patients/view/${patient.id}/feedback`,
      tab: 'feedback',
    });
    expect(attentionTarget(item(reasons[4] as AttentionReason, reasons[5] as AttentionReason))).toEqual({
      href: `/patients/view/${patient.id}/program`,
      tab: 'program',
    });
  });
});
