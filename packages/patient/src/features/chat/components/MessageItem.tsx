import type { ChatMessage } from '@rehab/contract';
import { ChatBubble, FeedbackSharedCard } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useSessionFile } from '../../../lib/useSessionFile';
import { personName } from '../personName';
import * as styles from '../chat.css';

type Props = { message: ChatMessage; isMine: boolean; locale: string };

/** One message of the thread: a bubble with its text or file, or the feedback the patient shared after an exercise. */
export function MessageItem({ message, isMine, locale }: Props) {
  const { t } = useTranslation('patientChat');
  const file = useSessionFile(message.file?.url);
  if (message.kind === 'feedback' && message.feedback) {
    return (
      <div className={isMine ? styles.mine : styles.theirs}>
        <FeedbackSharedCard
          heading={t('feedbackShared')}
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
