import { dosage } from './library';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dosageWords, durationWords, type Translate } from './dosage-words';

const texts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/patientPlayer.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

async function translator(language: 'sv' | 'en') {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { patientPlayer: texts(language) } }, defaultNS: 'patientPlayer', interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'patientPlayer') as Translate;
}

describe('the dosage in words', () => {
  it('says each part the physio set, in Swedish and in English', async () => {
    const planned = dosage.parse({ sets: 3, repetitions: 10, restSeconds: 90, timesPerWeek: 1, load: 'rött band' });
    expect(dosageWords(planned, await translator('sv'))).toEqual(['3 set', '10 repetitioner', 'Vila 1 min 30 s mellan seten', '1 gång i veckan', 'rött band']);
    expect(dosageWords(planned, await translator('en'))).toEqual(['3 sets', '10 repetitions', 'Rest 1 min 30 s between sets', 'Once a week', 'rött band']);
  });

  it('leaves out what was left empty, and no rest at all', async () => {
    const t = await translator('sv');
    expect(dosageWords(dosage.parse({ holdSeconds: 30, restSeconds: 0 }), t)).toEqual(['Håll i 30 sekunder']);
    expect(dosageWords(dosage.parse({}), t)).toEqual([]);
  });

  it('tells seconds, whole minutes and both apart', async () => {
    const t = await translator('sv');
    expect([1, 45, 60, 600, 75].map((seconds) => durationWords(seconds, t))).toEqual(['1 sekund', '45 sekunder', '1 minut', '10 minuter', '1 min 15 s']);
  });
});
