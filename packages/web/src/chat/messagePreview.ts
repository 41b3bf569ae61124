import type { ChatMessage } from '@rehab/contract';
import type { TFunction } from 'i18next';

/** One line for a chat list: the text, else what the message carries (in the app's chat namespace). */
export function messagePreview(message: ChatMessage | null, t: TFunction): string {
  if (!message) return t('noMessagesPreview');
  if (message.kind === 'feedback') return t('feedbackPreview', { exercise: message.feedback?.exerciseName ?? '' });
  if (message.text) return message.text;
  if (message.file) return t('filePreview', { name: message.file.name });
  return '';
}
