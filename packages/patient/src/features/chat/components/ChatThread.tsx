import { chatMessagesResponse, type Chat, type ChatMessagesResponse } from '@rehab/contract';
import { Avatar, Box, Button, ChevronLeftIcon, Composer, DaySeparator, IconButton, Skeleton, type ComposerMessage } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { useOlderMessages } from '@rehab/web/olderMessages';
import { withChat, withMessage } from '@rehab/web/realtime';
import { apiFetch } from '../../../lib/fetcher';
import { markChatRead, sendMessage } from '../api/chatCalls';
import { chatListKey, chatMessagesKey } from '../api/keys';
import { useChatMessages } from '../api/useChatMessages';
import { acceptedFileTypes, fileRefusal } from '../chatFiles';
import { messageDays } from '../messageDays';
import { personName } from '../personName';
import { usePageVisible } from '../usePageVisible';
import { useHeightAboveMenu } from '../useHeightAboveMenu';
import { MessageItem } from './MessageItem';
import * as styles from '../chat.css';

/** Dates and times read in Swedish in either language, as everywhere in the app. */
const locale = 'sv-SE';

type Props = {
  chat: Chat;
  now: Date;
  /** With several physios the thread is a screen of its own, with a way back to the list. */
  onBack?: () => void;
};

/** The chat with one physio: the messages by day, and the composer always in sight. Seeing it marks it read. */
export function ChatThread({ chat, now, onBack }: Props) {
  const { t } = useTranslation('patientChat');
  const { mutate } = useSWRConfig();
  const messages = useChatMessages(chat.id);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const screen = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const fittedHeight = useHeightAboveMenu(screen);
  const isVisible = usePageVisible();
  const me = chat.patient.id;
  const physioName = personName(chat.physio);

  // Read when the patient can see it: on opening, on each new message from the physio, on coming back to the app.
  const newestUnread = messages.data?.messages.find((message) => message.sender.id !== me && message.readAt === null)?.id;
  useEffect(() => {
    if (!newestUnread || !isVisible) return;
    const readAt = new Date().toISOString();
    markChatRead(chat.id).then(
      () => {
        void mutate(chatListKey, (chats?: Chat[]) => chats?.map((each) => (each.id === chat.id ? { ...each, unreadCount: 0 } : each)), {
          revalidate: false,
        });
        void messages.mutate(
          (thread?: ChatMessagesResponse) =>
            thread && {
              ...thread,
              messages: thread.messages.map((message) => (message.sender.id !== me && !message.readAt ? { ...message, readAt } : message)),
            },
          { revalidate: false },
        );
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat.id, newestUnread, isVisible]);

  // The newest message in view, and again when the keyboard opens or closes and the thread's height changes.
  const newestId = messages.data?.messages[0]?.id;
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [newestId, fittedHeight]);

  const thread = useOlderMessages(
    messages.data,
    (before) => apiFetch(`${chatMessagesKey(chat.id)}?before=${encodeURIComponent(before)}`, chatMessagesResponse),
    scroller,
  );
  const showOlder = () => {
    setError(undefined);
    thread.showOlder().catch((caught: unknown) => setError(`${t('olderFailed')}. ${errorText(t, caught)}`));
  };

  const send = async ({ text, file }: ComposerMessage) => {
    setError(undefined);
    setSending(true);
    try {
      const message = await sendMessage(chat.id, { text, file });
      await messages.mutate((thread) => withMessage(thread, message), { revalidate: false });
      await mutate(chatListKey, (chats?: Chat[]) => withChat(chats, { ...chat, lastMessage: message, updated: message.created }), {
        revalidate: false,
      });
    } catch (caught) {
      setError(`${t('sendFailed')}. ${errorText(t, caught)}`);
    } finally {
      setSending(false);
    }
  };

  const acceptFile = (file: File) => {
    const refusal = fileRefusal(file);
    setError(refusal ? t(`fileRefused.${refusal}`, { name: file.name }) : undefined);
    return refusal === null;
  };

  return (
    <section ref={screen} className={styles.screen} style={{ height: fittedHeight }} aria-labelledby="chat-thread-title">
      <header className={styles.threadHeader}>
        {onBack && (
          <IconButton aria-label={t('backToChats')} onPress={onBack}>
            <ChevronLeftIcon />
          </IconButton>
        )}
        <Avatar name={physioName} size="small" isDecorative />
        <div>
          <h1 id="chat-thread-title" className={styles.threadTitle}>
            {physioName}
          </h1>
          <p className={styles.threadRole}>{t('physio')}</p>
        </div>
      </header>
      {messages.error && !messages.data ? (
        <div className={styles.centered}>
          <Box role="alert" color="errorText" textAlign="center">
            {t('loadError')}. {errorText(t, messages.error)}
          </Box>
        </div>
      ) : !messages.data ? (
        // Takes the log's place, so the composer is at the bottom before the messages arrive.
        <section className={styles.messages} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="3rem" width="60%" />
          <Skeleton variant="rectangle" height="3rem" width="50%" />
        </section>
      ) : (
        // The log scrolls on its own; a keyboard user must be able to reach and scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div ref={scroller} className={styles.messages} role="log" aria-labelledby="chat-messages-title" tabIndex={0}>
          <h2 id="chat-messages-title" className={styles.visuallyHidden}>
            {t('messages')}
          </h2>
          {messages.data.messages.length === 0 && <p className={styles.emptyThread}>{t('noMessages')}</p>}
          {thread.hasMore && (
            <div className={styles.olderMessages}>
              <Button variant="text" isLoading={thread.isLoading} loadingLabel={t('loadingOlder')} onPress={showOlder}>
                {t('olderMessages')}
              </Button>
            </div>
          )}
          {messageDays(thread.messages, now).map((item) =>
            item.type === 'day' ? (
              <DaySeparator key={item.key}>{dayLabel(item.day, now, t)}</DaySeparator>
            ) : (
              <MessageItem key={item.key} message={item.message} isMine={item.message.sender.id === me} locale={locale} />
            ),
          )}
        </div>
      )}
      <div className={styles.composer}>
        {error && (
          <div className={styles.composerError}>
            <Box role="alert" color="errorText" fontSize="small">
              {error}
            </Box>
          </div>
        )}
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
          acceptFile={acceptFile}
          isSending={isSending}
          locale={locale}
        />
      </div>
    </section>
  );
}

function dayLabel(day: 'today' | 'yesterday' | Date, now: Date, t: (key: 'today' | 'yesterday') => string): string {
  if (day === 'today' || day === 'yesterday') return t(day);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(day.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  }).format(day);
}
