import { ChatIcon, EmptyState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useViewport } from '../../lib/useViewport';
import { useChats } from './api/useChats';
import { ChatListPane } from './components/ChatListPane';
import { ChatThread } from './components/ChatThread';
import * as styles from './chats.css';
import { LoadError } from '../../lib/LoadError';
import { errorText } from '@rehab/web/serverErrors';

/** /chats and /chats/{chatId}: the Inbox, the chat list beside the open chat. */
export function Component() {
  const { t } = useTranslation('chats');
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
        <ChatThread key={openChat.id} chat={openChat} now={now} onBack={isPhone ? () => navigate('/chats') : undefined} />
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
