import { chatMessagesResponse, type Chat, type ChatMessagesResponse } from '@rehab/contract';
import { Avatar, Button, ChevronLeftIcon, Composer, DaySeparator, IconButton, Skeleton, UnreadDivider, showToast, type ComposerMessage } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiFetch } from '../../../lib/fetcher';
import { dateLocale } from '@rehab/web/language';
import { withChat, withMessage } from '@rehab/web/realtime';
import { markChatRead } from '../api/markChatRead';
import { sendMessage } from '../api/sendMessage';
import { chatListKey, chatMessagesKey } from '../api/keys';
import { useChatMessages } from '../api/useChatMessages';
import { useOlderMessages } from '@rehab/web/olderMessages';
import { notificationsKey } from '../../notifications/api/useNotifications';
import { personName } from '../personName';
import { firstUnread, threadItems } from '../threadItems';
import { MessageItem } from './MessageItem';
import * as styles from '../chats.css';
import { LoadError } from '../../../lib/LoadError';
import { errorText } from '@rehab/web/serverErrors';

type Props = {
  chat: Chat;
  now: Date;
  /** On a phone the thread is a screen of its own, with a way back to the list. */
  onBack?: () => void;
};

/** What the server keeps in a chat: images, PDF, office documents and plain text. */
const acceptedFileTypes = [
  'image/*',
  'application/pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.txt',
  '.csv',
];

/** The open chat: its messages by day, where the unread ones begin, and the composer. Opening it marks it read. */
export function ChatThread({ chat, now, onBack }: Props) {
  const { t, i18n } = useTranslation('chats');
  const locale = dateLocale(i18n.language);
  const { mutate } = useSWRConfig();
  const messages = useChatMessages(chat.id);
  const [isSending, setSending] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const me = chat.physio.id;

  // Where the unread messages began when the chat was opened; it stays while the chat is open.
  const [firstUnreadId, setFirstUnreadId] = useState<string | null>();
  if (messages.data && firstUnreadId === undefined) setFirstUnreadId(firstUnread(messages.data.messages, me));

  const newestUnreadFromPatient = messages.data?.messages.find(
    (message) => message.sender.id !== me && message.readAt === null,
  )?.id;
  const isLoaded = messages.data !== undefined;
  const wasMarkedRead = useRef(false);
  useEffect(() => {
    if (!isLoaded || (wasMarkedRead.current && !newestUnreadFromPatient)) return;
    wasMarkedRead.current = true;
    const readAt = new Date().toISOString();
    markChatRead(chat.id).then(
      () => {
        void mutate(
          chatListKey,
          (chats?: Chat[]) => chats?.map((each) => (each.id === chat.id ? { ...each, unreadCount: 0 } : each)),
          {
            revalidate: false,
          },
        );
        // The server read this chat's "new message" notifications too.
        void mutate(notificationsKey);
        void messages.mutate(
          (thread?: ChatMessagesResponse) =>
            thread && {
              ...thread,
              messages: thread.messages.map((message) =>
                message.sender.id !== me && !message.readAt ? { ...message, readAt } : message,
              ),
            },
          { revalidate: false },
        );
      },
      () => undefined,
    );
    // Again whenever a message from the patient arrives while the chat is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat.id, isLoaded, newestUnreadFromPatient]);

  const newestId = messages.data?.messages[0]?.id;
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [newestId]);

  const thread = useOlderMessages(
    messages.data,
    (before) => apiFetch(`${chatMessagesKey(chat.id)}?before=${encodeURIComponent(before)}`, chatMessagesResponse),
    scroller,
  );
  const showOlder = () => {
    thread.showOlder().catch((error: unknown) => showToast({ title: t('olderFailed'), description: errorText(t, error), tone: 'error' }));
  };

  const send = async ({ text, file }: ComposerMessage) => {
    setSending(true);
    try {
      const message = await sendMessage(chat.id, { text, file });
      await messages.mutate((thread) => withMessage(thread, message), { revalidate: false });
      await mutate(
        chatListKey,
        (chats?: Chat[]) => withChat(chats, { ...chat, lastMessage: message, updated: message.created }),
        {
          revalidate: false,
        },
      );
    } catch (error) {
      showToast({ title: t('sendFailed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.pane} aria-labelledby="chat-thread-title">
      <header className={styles.threadHeader}>
        {onBack && (
          <IconButton aria-label={t('backToChats')} onPress={onBack}>
            <ChevronLeftIcon />
          </IconButton>
        )}
        <Avatar name={personName(chat.patient)} size="small" isDecorative />
        <h2 id="chat-thread-title" className={styles.threadTitle}>
          {personName(chat.patient)}
        </h2>
      </header>
      {messages.error && !messages.data ? (
        <div className={styles.centered}>
          <LoadError
            title={t('loadError')}
            description={errorText(t, messages.error)}
            of={messages}
          />
        </div>
      ) : !messages.data ? (
        // Takes the log's place and height, so the composer is at the bottom before the messages arrive.
        <section className={styles.messages} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="3rem" width="60%" />
          <Skeleton variant="rectangle" height="3rem" width="50%" />
          <Skeleton variant="rectangle" height="3rem" width="60%" />
        </section>
      ) : (
        // The log scrolls on its own; a keyboard user must be able to reach and scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div ref={scroller} className={styles.messages} role="log" aria-label={t('messages')} tabIndex={0}>
          {messages.data.messages.length === 0 && <p>{t('noMessages')}</p>}
          {thread.hasMore && (
            <div className={styles.olderMessages}>
              <Button variant="text" isLoading={thread.isLoading} loadingLabel={t('loadingOlder')} onPress={showOlder}>
                {t('olderMessages')}
              </Button>
            </div>
          )}
          {threadItems(thread.messages, firstUnreadId ?? null, me, now).map((item) => {
            if (item.type === 'day') {
              const label =
                item.day === 'today'
                  ? t('today')
                  : item.day === 'yesterday'
                    ? t('yesterday')
                    : new Intl.DateTimeFormat(locale, {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                        ...(item.day.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
                      }).format(item.day);
              return <DaySeparator key={item.key}>{label}</DaySeparator>;
            }
            if (item.type === 'unread')
              return <UnreadDivider key={item.key}>{t('unreadMessages', { count: item.count })}</UnreadDivider>;
            return <MessageItem key={item.key} message={item.message} isMine={item.message.sender.id === me} />;
          })}
        </div>
      )}
      <div className={styles.composer}>
        <Composer
          labels={{
            message: t('composer.message'),
            placeholder: t('composer.placeholder'),
            send: t('composer.send'),
            sending: t('composer.sending'),
            attach: t('composer.attach'),
            removeFile: t('composer.removeFile'),
          }}
          onSend={(message) => void send(message)}
          acceptedFileTypes={acceptedFileTypes}
          isSending={isSending}
          locale={locale}
        />
      </div>
    </section>
  );
}
