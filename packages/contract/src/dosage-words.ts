import type { TFunction } from 'i18next';
import type { Dosage } from './library';

/** A translator of any namespace: the player's and today's screens each pass their own. */
export type Translate = TFunction<string>;

/** A time in words: "30 sekunder", "2 minuter", "1 min 30 s". */
export function durationWords(seconds: number, t: Translate): string {
  if (seconds < 60) return t('time.seconds', { count: seconds });
  if (seconds % 60 === 0) return t('time.minutes', { count: seconds / 60 });
  return t('time.minutesAndSeconds', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

/** The dosage as the player shows it, one part each ("3 set", "10 repetitioner", "Vila 60 sekunder mellan seten"). */
export function dosageWords(dosage: Dosage, t: Translate): string[] {
  return [
    dosage.sets !== null ? t('dosage.sets', { count: dosage.sets }) : undefined,
    dosage.repetitions !== null ? t('dosage.repetitions', { count: dosage.repetitions }) : undefined,
    dosage.holdSeconds !== null ? t('dosage.hold', { time: durationWords(dosage.holdSeconds, t) }) : undefined,
    dosage.durationSeconds !== null ? t('dosage.duration', { time: durationWords(dosage.durationSeconds, t) }) : undefined,
    dosage.restSeconds ? t('dosage.rest', { time: durationWords(dosage.restSeconds, t) }) : undefined,
    dosage.timesPerWeek !== null ? t('dosage.timesPerWeek', { count: dosage.timesPerWeek }) : undefined,
    dosage.load ?? undefined,
  ].filter((part): part is string => part !== undefined);
}
