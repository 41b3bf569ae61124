import type { Chat } from '@rehab/contract';
import { ChatList, ChatListItem, EmptyState, Skeleton, Box } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatSummary, personName } from '@rehab/web/chat';
import * as styles from '../chats.css';

type Props = { chats: Chat[] | undefined; openChatId: string | undefined; now: Date };

/** The chats, newest last message first; choosing one (click, or arrows and Enter) opens it. */
export function ChatListPane({ chats, openChatId, now }: Props) {
  const { t } = useTranslation('chats');
  const navigate = useNavigate();
  return (
    <section className={styles.pane} aria-label={t('listTitle')}>
      <div className={styles.listScroll}>
        {!chats ? (
          <Box as="section" display="flex" flexDirection="column" gap="md" padding="sm" aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="rectangle" height="3.5rem" />
            <Skeleton variant="rectangle" height="3.5rem" />
            <Skeleton variant="rectangle" height="3.5rem" />
          </Box>
        ) : chats.length === 0 ? (
          <EmptyState headingLevel={2} title={t('noChats')} description={t('noChatsDescription')} />
        ) : (
          <ChatList
            aria-label={t('listTitle')}
            items={chats}
            selectedKeys={openChatId ? [openChatId] : []}
            onSelectionChange={(keys) => {
              const [id] = keys === 'all' ? [] : [...keys];
              if (id !== undefined && id !== openChatId) navigate(`/chats/${String(id)}`);
            }}
          >
            {(chat) => <ChatListItem {...chatSummary(chat, personName(chat.patient), t, now)} />}
          </ChatList>
        )}
      </div>
    </section>
  );
}
