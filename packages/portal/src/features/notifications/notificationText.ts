import { activityFeedbackDetails, emergencyAccessParams, errorMessageParams, type Notification } from '@rehab/contract';
import type { TopBarNotification } from '@rehab/ui';
import { formatTimeInSweden } from '@rehab/contract/dates';
import type { TFunction } from 'i18next';
import { notificationTarget } from './notificationTarget';

/**
 * A notification's name, description and action in the reader's language. An error is a whole
 * sentence from its params: what failed, for which patient, what to do, and a link to where; feedback
 * names the patient, how the activity felt and the activity.
 */
export function notificationText(
  t: TFunction<'notifications'>,
  notification: Notification,
  chatOfPatient: (patientId: string) => string | undefined,
): Pick<TopBarNotification, 'name' | 'description' | 'action'> {
  const error = notification.type === 'ErrorMessage' ? errorMessageParams.safeParse(notification.params) : undefined;
  if (error?.success) {
    const { failure, action, patientName: patient } = error.data;
    const href = notificationTarget(notification, chatOfPatient);
    return {
      name: t(`error.title.${failure}`),
      description: `${t(`error.failure.${failure}`, { patient })} ${t(`error.action.${action}`)}`,
      action: href ? { label: href.startsWith('/chats/') ? t('error.link.chat', { patient }) : t(`error.link.${failure}`), href } : undefined,
    };
  }
  // Feedback says who said how which activity felt; an older one, with the patient's id alone, keeps its stored text.
  const feedback = notification.type === 'ActivityFeedback' ? activityFeedbackDetails.safeParse(notification.params) : undefined;
  if (feedback?.success) {
    const { patientName: patient, feedback: difficulty, exerciseName: activity, pain } = feedback.data;
    const said = { patient, difficulty: t(`feedback.difficulty.${difficulty}`), activity, pain };
    return {
      name: t('type.ActivityFeedback'),
      description: pain === undefined ? t('feedback.description', said) : t('feedback.descriptionWithPain', said),
    };
  }
  // Emergency access says who opened the record, why and until when, for the physio to follow up.
  const emergency = notification.type === 'EmergencyAccess' ? emergencyAccessParams.safeParse(notification.params) : undefined;
  if (emergency?.success) {
    const { actorName: actor, patientName: patient, reason, endsAt } = emergency.data;
    const time = formatTimeInSweden(endsAt);
    return { name: t('type.EmergencyAccess'), description: t('emergency.description', { actor, patient, reason, time }) };
  }
  return {
    name: t(`type.${notification.type}`),
    description: notification.description,
  };
}
