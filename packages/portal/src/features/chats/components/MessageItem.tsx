import type { ChatMessage } from '@rehab/contract';
import { ChatBubble, FeedbackSharedCard } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { useSessionFile } from '../../../lib/useSessionFile';
import { personName } from '../personName';
import * as styles from '../chats.css';

type Props = { message: ChatMessage; isMine: boolean };

/** One message of the thread: a bubble with its text or file, or a "feedback shared" card. */
export function MessageItem({ message, isMine }: Props) {
  const { t, i18n } = useTranslation('chats');
  const file = useSessionFile(message.file?.url);
  if (message.kind === 'feedback' && message.feedback) {
    return (
      <div className={styles.theirs}>
        <FeedbackSharedCard
          heading={t('feedbackShared', { name: personName(message.sender) })}
          exerciseName={message.feedback.exerciseName}
          difficulty={message.feedback.feedback}
          difficultyLabels={{ easy: t('difficulty.easy'), moderate: t('difficulty.moderate'), hard: t('difficulty.hard') }}
          difficultyCaption={t('difficultyCaption')}
          note={message.feedback.feedbackNote ?? undefined}
        />
      </div>
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
          ? {
              name: message.file.name,
              size: message.file.size,
              mimeType: message.file.contentType,
              url: file.url,
              failed: file.failed,
            }
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
      locale={dateLocale(i18n.language)}
    />
  );
}
