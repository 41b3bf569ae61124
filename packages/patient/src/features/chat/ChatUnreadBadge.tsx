import { Badge } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useChats } from './api/chatCalls';

/** The menu's count of messages from the physio the patient has not read yet; nothing when there are none. */
export function ChatUnreadBadge() {
  const { t } = useTranslation('patientApp');
  const chats = useChats();
  const unread = (chats.data ?? []).reduce((sum, chat) => sum + chat.unreadCount, 0);
  if (unread === 0) return null;
  return <Badge tone="secondary" count={unread} aria-label={t('nav.unreadMessages', { count: unread })} />;
}
