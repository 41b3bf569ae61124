import { dosageBounds, dosageLoadMaxLength, type Dosage } from '@rehab/contract';
import type { DosageEditorLabels, DosageEditorProps } from '@rehab/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A dosage in a few words, e.g. "3 × 10 · vila 60 s · 3 gånger/vecka · gult band"; empty without any part. */
export function dosageText(t: TFunction, dosage: Dosage): string {
  const o = { ns: 'library' };
  const { sets, repetitions, holdSeconds, durationSeconds } = dosage;
  const amount =
    repetitions !== null
      ? String(repetitions)
      : durationSeconds !== null
        ? durationText(t, durationSeconds)
        : holdSeconds !== null
          ? t('dosageText.holdAmount', { ...o, seconds: holdSeconds })
          : null;
  const parts: string[] = [];
  if (sets !== null && amount !== null) parts.push(`${sets} × ${amount}`);
  else if (sets !== null) parts.push(t('dosageText.sets', { ...o, count: sets }));
  else if (repetitions !== null) parts.push(t('dosageText.repetitions', { ...o, count: repetitions }));
  else if (amount !== null) parts.push(amount);
  if (holdSeconds !== null && repetitions !== null) parts.push(t('dosageText.hold', { ...o, seconds: holdSeconds }));
  if (dosage.restSeconds !== null) parts.push(t('dosageText.rest', { ...o, seconds: dosage.restSeconds }));
  if (dosage.timesPerWeek !== null) parts.push(t('dosageText.timesPerWeek', { ...o, count: dosage.timesPerWeek }));
  if (dosage.load) parts.push(dosage.load);
  return parts.join(' · ');
}

function durationText(t: TFunction, seconds: number) {
  if (seconds % 60 === 0) return t('dosageText.minutes', { ns: 'library', count: seconds / 60 });
  return t('dosageText.seconds', { ns: 'library', count: seconds });
}

/** What the ui's DosageEditor needs from the app: its texts and the contract's bounds. */
export function useDosageEditor(): Pick<DosageEditorProps, 'labels' | 'bounds' | 'loadMaxLength'> {
  const { t } = useTranslation('library');
  const labels = useMemo<DosageEditorLabels>(
    () => ({
      legend: t('dosage.legend'),
      measure: t('dosage.measure'),
      measures: { repetitions: t('dosage.measures.repetitions'), hold: t('dosage.measures.hold'), duration: t('dosage.measures.duration') },
      sets: t('dosage.sets'),
      repetitions: t('dosage.repetitions'),
      holdSeconds: t('dosage.holdSeconds'),
      durationSeconds: t('dosage.durationSeconds'),
      restSeconds: t('dosage.restSeconds'),
      timesPerWeek: t('dosage.timesPerWeek'),
      load: t('dosage.load'),
    }),
    [t],
  );
  return { labels, bounds: dosageBounds, loadMaxLength: dosageLoadMaxLength };
}

/** An empty dosage, every part left out. */
export const noDosage: Dosage = { sets: null, repetitions: null, holdSeconds: null, durationSeconds: null, restSeconds: null, timesPerWeek: null, load: null };
