import type { Chat, ChatMessagesResponse } from '@rehab/contract';
import { ChatThread as ChatThreadView, Composer, DaySeparator, ErrorState, UnreadDivider, type ComposerMessage } from '@rehab/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useOlderMessages } from '../olderMessages';
import { withChat, withMessage } from '../realtime';
import { errorText } from '../serverErrors';
import { useChatMessages, type ChatCalls } from './chatCalls';
import { chatListKey } from './chatKeys';
import { acceptedFileTypes, fileRefusal } from './chatFiles';
import { MessageItem } from './MessageItem';
import { personName } from './personName';
import { firstUnread, threadItems } from './threadItems';
import { usePageVisible } from './usePageVisible';

export type ChatThreadProps = {
  chat: Chat;
  now: Date;
  calls: ChatCalls;
  /** Whose side of the chat the reader is on; the other side's name heads the thread. */
  reader: 'physio' | 'patient';
  /** The app's chat texts (the same keys in both). */
  namespace: 'chats' | 'patientChat';
  /** How dates and times read. */
  locale: string;
  /** 1 where the thread is the screen, 2 where it is a pane beside the list. */
  headingLevel: 1 | 2;
  /** What the other side is to the reader, under the name. */
  subtitle?: string;
  /** Marks where the messages that were unread on opening begin. */
  showsUnreadDivider?: boolean;
  /** After the chat was marked read (the server read its notifications too). */
  onRead?: () => void;
  /** Tells a failed send or older page the app's way; without it the thread says it above the composer. */
  tellFailure?: (title: string, description: string) => void;
  /** A way back to the list, where the thread is a screen of its own. */
  onBack?: () => void;
};

/**
 * The open chat, the same in both apps: its messages by day, the composer, older pages on request. What
 * the reader can see is marked read: on opening, on each new message from the other side, on coming back
 * to the app.
 */
export function ChatThread({ chat, now, calls, reader, namespace, locale, ...props }: ChatThreadProps) {
  const { t } = useTranslation(namespace);
  const { mutate } = useSWRConfig();
  const messages = useChatMessages(calls, chat.id);
  const [isSending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();
  const log = useRef<HTMLDivElement>(null);
  const isVisible = usePageVisible();
  const me = reader === 'physio' ? chat.physio.id : chat.patient.id;
  const other = reader === 'physio' ? chat.patient : chat.physio;

  // Where the unread messages began when the chat was opened; it stays while the chat is open.
  const [firstUnreadId, setFirstUnreadId] = useState<string | null>();
  if (messages.data && firstUnreadId === undefined) setFirstUnreadId(firstUnread(messages.data.messages, me));

  const newestUnread = messages.data?.messages.find((message) => message.sender.id !== me && message.readAt === null)?.id;
  const isLoaded = messages.data !== undefined;
  const wasMarkedRead = useRef(false);
  useEffect(() => {
    if (!isLoaded || !isVisible || (wasMarkedRead.current && !newestUnread)) return;
    wasMarkedRead.current = true;
    const readAt = new Date().toISOString();
    calls.markRead(chat.id).then(
      () => {
        void mutate(chatListKey, (chats?: Chat[]) => chats?.map((each) => (each.id === chat.id ? { ...each, unreadCount: 0 } : each)), {
          revalidate: false,
        });
        props.onRead?.();
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
  }, [chat.id, isLoaded, newestUnread, isVisible]);

  const thread = useOlderMessages(messages.data, (cursor) => calls.fetchOlder(chat.id, cursor), log);

  const tell = (title: string, error: unknown) => {
    if (props.tellFailure) props.tellFailure(title, errorText(t, error));
    else setNotice(`${title}. ${errorText(t, error)}`);
  };

  const showOlder = () => {
    setNotice(undefined);
    thread.showOlder().catch((error: unknown) => tell(t('olderFailed'), error));
  };

  const send = async ({ text, file }: ComposerMessage) => {
    setNotice(undefined);
    setSending(true);
    try {
      const message = await calls.send(chat.id, { text, file });
      await messages.mutate((current) => withMessage(current, message), { revalidate: false });
      await mutate(chatListKey, (chats?: Chat[]) => withChat(chats, { ...chat, lastMessage: message, updated: message.created }), {
        revalidate: false,
      });
    } catch (error) {
      tell(t('sendFailed'), error);
    } finally {
      setSending(false);
    }
  };

  const acceptFile = (file: File) => {
    const refusal = fileRefusal(file);
    setNotice(refusal ? t(`fileRefused.${refusal}`, { name: file.name }) : undefined);
    return refusal === null;
  };

  const dayLabel = (day: 'today' | 'yesterday' | Date) =>
    day === 'today' || day === 'yesterday'
      ? t(day)
      : new Intl.DateTimeFormat(locale, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          ...(day.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
        }).format(day);

  return (
    <ChatThreadView
      title={personName(other)}
      subtitle={props.subtitle}
      headingLevel={props.headingLevel}
      onBack={props.onBack}
      labels={{
        messages: t('messages'),
        loading: t('loading'),
        noMessages: t('noMessages'),
        back: t('backToChats'),
        olderMessages: t('olderMessages'),
        loadingOlder: t('loadingOlder'),
      }}
      state={messages.data ? 'ready' : messages.error ? 'failed' : 'loading'}
      failure={
        <ErrorState
          headingLevel={props.headingLevel === 1 ? 2 : 3}
          title={t('loadError')}
          description={errorText(t, messages.error)}
          retryLabel={t('retry', { ns: 'common' })}
          retryingLabel={t('retrying', { ns: 'common' })}
          isRetrying={messages.isValidating}
          onRetry={() => void messages.mutate()}
        />
      }
      logRef={log}
      newestKey={messages.data?.messages[0]?.id}
      isEmpty={messages.data?.messages.length === 0}
      hasOlder={thread.hasMore}
      isLoadingOlder={thread.isLoading}
      onShowOlder={showOlder}
      notice={notice}
      composer={
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
      }
    >
      {threadItems(thread.messages, props.showsUnreadDivider ? (firstUnreadId ?? null) : null, me, now).map((item) => {
        if (item.type === 'day') return <DaySeparator key={item.key}>{dayLabel(item.day)}</DaySeparator>;
        if (item.type === 'unread') return <UnreadDivider key={item.key}>{t('unreadMessages', { count: item.count })}</UnreadDivider>;
        return (
          <MessageItem
            key={item.key}
            message={item.message}
            isMine={item.message.sender.id === me}
            t={t}
            locale={locale}
            fetchFile={calls.fetchFile}
          />
        );
      })}
    </ChatThreadView>
  );
}
