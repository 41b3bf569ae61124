import type { Chat } from '@rehab/contract';
import { ChatList, ChatListItem } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chatSummary, personName } from '@rehab/web/chat';
import * as styles from '../chat.css';

type Props = { chats: Chat[]; now: Date };

/** A patient with more than one physio picks whom to write to; newest message first. */
export function ChatListScreen({ chats, now }: Props) {
  const { t } = useTranslation('patientChat');
  const navigate = useNavigate();
  return (
    <section className={styles.listScreen} aria-labelledby="chat-list-title">
      <h1 id="chat-list-title" className={styles.heading}>
        {t('listTitle')}
      </h1>
      <div className={styles.listCard}>
        <ChatList
          aria-label={t('listTitle')}
          items={chats}
          onSelectionChange={(keys) => {
            const [id] = keys === 'all' ? [] : [...keys];
            if (id !== undefined) navigate(`/chat/${String(id)}`);
          }}
        >
          {(chat) => <ChatListItem {...chatSummary(chat, personName(chat.physio), t, now)} />}
        </ChatList>
      </div>
    </section>
  );
}
