import { errorActionPlace, errorMessageParams, type ErrorFailure, type Notification } from '@rehab/contract';

/** The tab of the patient's page that shows what failed. */
const patientTabOf: Record<ErrorFailure, string> = {
  'questionnaire-answers-not-saved': 'questionaries',
  'activity-feedback-not-saved': 'feedback',
  'health-report-not-saved': 'statistics',
  'program-not-delivered': 'program',
};

/**
 * Where a notification leads: a new message to its chat, feedback on an activity to the patient's feedback tab,
 * an error to where it is mended: the chat to ask the patient again, else the tab of the patient's page it concerns.
 * `chatOfPatient` finds the chat when the notification names only the patient.
 */
export function notificationTarget(notification: Notification, chatOfPatient: (patientId: string) => string | undefined): string | null {
  const { chatId, patientId } = notification.params;
  if (notification.type === 'NewMessage') {
    const id = typeof chatId === 'string' ? chatId : typeof patientId === 'string' ? chatOfPatient(patientId) : undefined;
    return id ? `/chats/${id}` : '/chats';
  }
  if (notification.type === 'ActivityFeedback' && typeof patientId === 'string') return `/patients/view/${patientId}/feedback`;
  if (notification.type === 'ErrorMessage') {
    // An error leads to where the physio mends it: the chat to ask the patient, or the patient's program.
    const error = errorMessageParams.safeParse(notification.params);
    if (!error.success) return null;
    const { action, failure, patientId } = error.data;
    const chat = errorActionPlace[action] === 'chat' ? chatOfPatient(patientId) : undefined;
    // Without a chat yet, the patient's page where what failed is shown (and their phone number).
    return chat ? `/chats/${chat}` : `/patients/view/${patientId}/${patientTabOf[failure]}`;
  }
  return null;
}
