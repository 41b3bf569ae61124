import { ChatIcon, EmptyState, showToast } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ChatThread } from '@rehab/web/chat';
import { dateLocale } from '@rehab/web/language';
import { errorText } from '@rehab/web/serverErrors';
import { useViewport } from '../../lib/useViewport';
import { LoadError } from '../../lib/LoadError';
import { notificationsKey } from '../notifications/api/useNotifications';
import { chatCalls, useChats } from './api/chatCalls';
import { ChatListPane } from './components/ChatListPane';
import * as styles from './chats.css';

/** /chats and /chats/{chatId}: the Inbox, the chat list beside the open chat. */
export function Component() {
  const { t, i18n } = useTranslation('chats');
  const { mutate } = useSWRConfig();
  const { chatId } = useParams();
  const chats = useChats();
  const viewport = useViewport();
  const navigate = useNavigate();
  const now = new Date();

  if (chats.error && !chats.data) {
    return (
      <LoadError
        headingLevel={2}
        title={t('loadError')}
        description={errorText(t, chats.error)}
        of={chats}
      />
    );
  }

  const openChat = chatId ? chats.data?.find((chat) => chat.id === chatId) : undefined;
  // On a phone the list and a chat are screens of their own.
  const isPhone = viewport === 'phone';
  if (isPhone && !chatId) {
    return (
      <div className={styles.inbox}>
        <ChatListPane chats={chats.data} openChatId={undefined} now={now} />
      </div>
    );
  }
  return (
    <div className={styles.inbox}>
      {!isPhone && <ChatListPane chats={chats.data} openChatId={chatId} now={now} />}
      {openChat ? (
        <ChatThread
          key={openChat.id}
          chat={openChat}
          now={now}
          calls={chatCalls}
          reader="physio"
          namespace="chats"
          locale={dateLocale(i18n.language)}
          headingLevel={2}
          showsUnreadDivider
          // The server read this chat's "new message" notifications too.
          onRead={() => void mutate(notificationsKey)}
          tellFailure={(title, description) => showToast({ title, description, tone: 'error' })}
          onBack={isPhone ? () => navigate('/chats') : undefined}
        />
      ) : (
        <section className={styles.pane} aria-label={t('threadTitle')}>
          <div className={styles.centered}>
            {chatId && chats.data ? (
              <EmptyState headingLevel={2} icon={<ChatIcon />} title={t('notFound')} description={t('notFoundDescription')} />
            ) : !chatId ? (
              <EmptyState headingLevel={2} icon={<ChatIcon />} title={t('pickChat')} description={t('pickChatDescription')} />
            ) : null}
          </div>
        </section>
      )}
    </div>
  );
}
