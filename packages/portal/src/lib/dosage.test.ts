import { dosage } from '@rehab/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import library from '@rehab/locales/sv/library.json';
import { dosageText } from './dosage';

const t = i18next.createInstance();

beforeAll(async () => {
  await t.init({ lng: 'sv', resources: { sv: { library } }, defaultNS: 'library', interpolation: { escapeValue: false } });
});

const text = (parts: Parameters<typeof dosage.parse>[0]) => dosageText(t.t, dosage.parse(parts));

describe('a dosage in words', () => {
  it('writes sets of repetitions with rest, times a week and load', () => {
    expect(text({ sets: 3, repetitions: 10, restSeconds: 60, timesPerWeek: 3, load: 'Gult gummiband' })).toBe('3 × 10 · vila 60 s · 3 gånger/vecka · Gult gummiband');
  });

  it('writes a hold on its own or after the repetitions', () => {
    expect(text({ sets: 3, holdSeconds: 30 })).toBe('3 × 30 s statiskt håll');
    expect(text({ sets: 2, repetitions: 8, holdSeconds: 5 })).toBe('2 × 8 · håll 5 s');
  });

  it('writes a duration in minutes when it is whole minutes', () => {
    expect(text({ durationSeconds: 1800, timesPerWeek: 1 })).toBe('30 min · 1 gång/vecka');
    expect(text({ sets: 4, durationSeconds: 45 })).toBe('4 × 45 s');
  });

  it('writes repetitions or sets alone, and nothing for an empty dosage', () => {
    expect(text({ repetitions: 12 })).toBe('12 repetitioner');
    expect(text({ sets: 1 })).toBe('1 set');
    expect(text({})).toBe('');
  });
});
