import type { ChatMessage } from '@rehab/contract';
import type { TFunction } from 'i18next';

/** One line for the chat list: the text, else what the message carries. */
export function messagePreview(message: ChatMessage | null, t: TFunction<'chats'>): string {
  if (!message) return t('noMessages');
  if (message.kind === 'feedback') return t('feedbackPreview', { exercise: message.feedback?.exerciseName ?? '' });
  if (message.text) return message.text;
  if (message.file) return t('filePreview', { name: message.file.name });
  return '';
}
