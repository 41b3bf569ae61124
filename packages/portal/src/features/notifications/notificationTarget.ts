import type { Notification } from '@rehab/contract';

/**
 * Where a notification leads: a new message to its chat, feedback on an activity to the patient's feedback tab.
 * `chatOfPatient` finds the chat when the notification names only the patient.
 */
export function notificationTarget(notification: Notification, chatOfPatient: (patientId: string) => string | undefined): string | null {
  const { chatId, patientId } = notification.params;
  if (notification.type === 'NewMessage') {
    const id = typeof chatId === 'string' ? chatId : typeof patientId === 'string' ? chatOfPatient(patientId) : undefined;
    return id ? `/chats/${id}` : '/chats';
  }
  if (notification.type === 'ActivityFeedback' && typeof patientId === 'string') return `/patients/view/${patientId}/feedback`;
  return null;
}
