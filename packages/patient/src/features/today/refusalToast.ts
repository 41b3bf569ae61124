import type { ToastContent } from '@rehab/ui';
import type { TFunction } from 'i18next';
import type { RefusedTaskAction } from './offlineTasks';

/**
 * What the patient is told when something they did offline was refused for good: which exercise and what,
 * then why in plain words. Calm (info), since nothing they can do now would change it.
 */
export function refusalToast(t: TFunction, { item, reason }: RefusedTaskAction): ToastContent {
  const title = item.exerciseName ? t(`refused.${item.kind}`, { name: item.exerciseName }) : t(`refused.${item.kind}Unnamed`);
  // An undo has its own words for an ended treatment (nothing can be changed, rather than marked done).
  return { tone: 'info', title, description: t([`refused.${item.kind}Reason.${reason}`, `refused.reason.${reason}`]) };
}
