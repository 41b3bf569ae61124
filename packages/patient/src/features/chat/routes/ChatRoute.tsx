import { dateLocale } from '@rehab/web/language';
import type { Chat } from '@rehab/contract';
import { Box, ChatIcon, EmptyState, ErrorState, Skeleton } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { withChat } from '@rehab/web/realtime';
import { ChatThread } from '@rehab/web/chat';
import { chatListKey } from '@rehab/web/chat/keys';
import { chatCalls, useChats } from '../api/chatCalls';
import { ChatListScreen } from '../components/ChatListScreen';
import { useHeightAboveMenu } from '../useHeightAboveMenu';
import * as styles from '../chat.css';

/**
 * /chat and /chat/{chatId}: the patient's chat with their physio. Most have one physio, whose chat opens
 * at once (started on first visit); a patient with several picks one from the list first.
 */
export function Component() {
  const { t } = useTranslation('patientChat');
  const { chatId } = useParams();
  const chats = useChats();
  const navigate = useNavigate();
  const noChatYet = chats.data?.length === 0;
  const opening = useOpenChat(noChatYet);
  const now = new Date();

  if (chats.error && !chats.data) {
    return <ErrorState title={t('loadError')} description={errorText(t, chats.error)} retryLabel={t('retry', { ns: 'common' })} onRetry={() => void chats.mutate()} />;
  }
  if (noChatYet && opening.failed) {
    return <EmptyState headingLevel={2} icon={<ChatIcon />} title={t('noPhysio')} description={t('noPhysioDescription')} />;
  }
  if (!chats.data || noChatYet) {
    return (
      <div className={styles.screen} aria-busy="true" aria-label={t('loading')}>
        <Box padding="md">
          <Skeleton variant="rectangle" height="2.5rem" width="50%" />
        </Box>
      </div>
    );
  }

  const [onlyChat] = chats.data;
  const chat = chatId ? chats.data.find((each) => each.id === chatId) : chats.data.length === 1 ? onlyChat : undefined;
  if (chat) {
    return <PatientChatThread key={chat.id} chat={chat} now={now} onBack={chats.data.length > 1 ? () => navigate('/chat') : undefined} />;
  }
  if (chatId) {
    return <EmptyState headingLevel={2} icon={<ChatIcon />} title={t('notFound')} description={t('notFoundDescription')} />;
  }
  return <ChatListScreen chats={chats.data} now={now} />;
}

/** The chat with one physio, as tall as the space above the app's menu (or above the keyboard while it is open). */
function PatientChatThread({ chat, now, onBack }: { chat: Chat; now: Date; onBack?: () => void }) {
  const { t, i18n } = useTranslation('patientChat');
  const screen = useRef<HTMLDivElement>(null);
  const fittedHeight = useHeightAboveMenu(screen);
  return (
    <div ref={screen} className={styles.screen} style={{ height: fittedHeight }}>
      <ChatThread
        chat={chat}
        now={now}
        calls={chatCalls}
        reader="patient"
        namespace="patientChat"
        locale={dateLocale(i18n.language)}
        headingLevel={1}
        subtitle={t('physio')}
        onBack={onBack}
      />
    </div>
  );
}

/** A patient without a chat yet gets one with their physio (POST /chats), once; it fails when they have no physio. */
function useOpenChat(isNeeded: boolean) {
  const { mutate } = useSWRConfig();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isNeeded) return;
    let cancelled = false;
    chatCalls.openChat().then(
      (chat) => void mutate(chatListKey, (chats?: Chat[]) => withChat(chats, chat), { revalidate: false }),
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [isNeeded, mutate]);
  return { failed };
}
