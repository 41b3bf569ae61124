import type { ChatMessage } from '@rehab/contract';
import { ChatBubble, ChatThreadSide, FeedbackSharedCard } from '@rehab/ui';
import type { TFunction } from 'i18next';
import { useSessionFileWith } from '../sessionFile';
import { personName } from './personName';

type Props = {
  message: ChatMessage;
  isMine: boolean;
  /** The app's chat texts. */
  t: TFunction;
  locale: string;
  fetchFile: (url: string) => Promise<Blob>;
};

/** One message of the thread: a bubble with its text or file, or the feedback the patient shared after an exercise. */
export function MessageItem({ message, isMine, t, locale, fetchFile }: Props) {
  const file = useSessionFileWith(message.file?.url, fetchFile);
  if (message.kind === 'feedback' && message.feedback) {
    return (
      <ChatThreadSide side={isMine ? 'mine' : 'theirs'}>
        <FeedbackSharedCard
          heading={t('feedbackShared', { name: personName(message.sender) })}
          exerciseName={message.feedback.exerciseName}
          difficulty={message.feedback.feedback}
          difficultyLabels={{ easy: t('difficulty.easy'), moderate: t('difficulty.moderate'), hard: t('difficulty.hard') }}
          difficultyCaption={t('difficultyCaption')}
          note={message.feedback.feedbackNote ?? undefined}
        />
      </ChatThreadSide>
    );
  }
  return (
    <ChatBubble
      direction={isMine ? 'mine' : 'theirs'}
      text={message.text ?? undefined}
      sentAt={new Date(message.created)}
      isRead={message.readAt !== null}
      attachment={
        message.file
          ? { name: message.file.name, size: message.file.size, mimeType: message.file.contentType, url: file.url, failed: file.failed }
          : undefined
      }
      onRetryAttachment={file.retry}
      labels={{
        author: isMine ? t('youWrote') : t('theyWrote', { name: personName(message.sender) }),
        sent: t('sent'),
        read: t('read'),
        download: t('download'),
        loadingFile: t('loadingFile'),
        fileFailed: t('fileFailed'),
        retry: t('retry', { ns: 'common' }),
      }}
      locale={locale}
    />
  );
}
