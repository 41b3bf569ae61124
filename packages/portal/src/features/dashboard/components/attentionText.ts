import type { AttentionItem, AttentionReason } from '@rehab/contract';
import type { TFunction } from 'i18next';
import { formatInSweden } from '@rehab/contract/dates';

/** Why a patient needs attention, as a physio would say it, with the figures: "Smärta 8 av 10 vid Knäböj". */
export function attentionReasonText(t: TFunction<'dashboard'>, reason: AttentionReason): string {
  switch (reason.kind) {
    case 'hard-feedback':
      return t('attention.reason.hardFeedback', { exercise: reason.exerciseName });
    case 'pain':
      return t('attention.reason.pain', { pain: reason.pain, exercise: reason.exerciseName });
    case 'pain-rise':
      return t('attention.reason.painRise', { pain: reason.pain, previous: reason.previous, exercise: reason.exerciseName });
    case 'inactive':
      return t('attention.reason.inactive', { count: reason.days });
    case 'low-adherence':
      return t('attention.reason.lowAdherence', { percent: Math.round(reason.share * 100) });
  }
}

/** Since when, as a day in Sweden: "Sedan 27 nov.". */
export function attentionSinceText(t: TFunction<'dashboard'>, since: string, locale: string): string {
  return t('attention.since', { date: formatInSweden(since, locale, { day: 'numeric', month: 'short' }) });
}

/** Where the physio acts on it: the feedback for what the patient said, else the program. */
export function attentionTarget(item: AttentionItem): { href: string; tab: 'feedback' | 'program' } {
  const said = item.reasons.some((reason) => reason.kind === 'hard-feedback' || reason.kind === 'pain' || reason.kind === 'pain-rise');
  const tab = said ? 'feedback' : 'program';
  return { href: `/patients/view/${item.patient.id}/${tab}`, tab };
}
