import { Link } from 'react-aria-components';
import { Button } from '../Button';
import { CheckIcon, DoneIcon, DownloadIcon, ErrorIcon, FileIcon } from '../Icon';
import { formatFileSize, formatTime } from '../internal/format';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { Spinner } from '../Spinner';
import * as styles from './ChatBubble.css';

export type ChatAttachment = {
  name: string;
  /** Size in bytes. */
  size: number;
  mimeType: string;
  /** Where the file opens; left out while it is still being fetched, so nothing can be clicked too early. */
  url?: string;
  /** The file could not be fetched: the card says so and offers `onRetryAttachment`. */
  failed?: boolean;
};

export type ChatBubbleLabels = {
  /** Spoken before the message, e.g. "Du skrev" or "Anna Lindqvist skrev". */
  author: string;
  sent: string;
  read: string;
  /** Name of the download link; the file name follows, e.g. "Ladda ner". */
  download: string;
  /** Announced with the file name while the file is fetched, e.g. "Hämtar". */
  loadingFile: string;
  /** Shown in place of the size when the file could not be fetched. */
  fileFailed: string;
  retry: string;
};

export type ChatBubbleProps = {
  direction: 'mine' | 'theirs';
  text?: string;
  sentAt: Date;
  /** Only for my messages: has the patient read it? */
  isRead?: boolean;
  attachment?: ChatAttachment;
  onRetryAttachment?: () => void;
  labels: ChatBubbleLabels;
  locale?: string;
};

/** One chat message: text, a file card or an image preview, the time, and for my messages whether it was read. */
export function ChatBubble({ locale = 'sv-SE', labels, ...props }: ChatBubbleProps) {
  return (
    <div className={styles.row[props.direction]}>
      <div className={`${styles.bubble} ${styles.tone[props.direction]}`}>
        <span className={visuallyHidden}>{`${labels.author}:`}</span>
        {props.attachment && (
          <Attachment attachment={props.attachment} labels={labels} locale={locale} onRetry={props.onRetryAttachment} />
        )}
        {props.text && <span>{props.text}</span>}
        <span className={styles.meta}>
          <time dateTime={props.sentAt.toISOString()}>{formatTime(props.sentAt, locale)}</time>
          {props.direction === 'mine' && (
            <span className={props.isRead ? styles.read : styles.sent}>
              {props.isRead ? <DoneIcon size="sm" /> : <CheckIcon size="sm" />}
              <span className={visuallyHidden}>{props.isRead ? labels.read : labels.sent}</span>
            </span>
          )}
        </span>
      </div>
    </div>
  );
}

type AttachmentProps = { attachment: ChatAttachment; labels: ChatBubbleLabels; locale: string; onRetry?: () => void };

/** An image with its address shows a preview; anything else, or an image not yet fetched, a file card. */
function Attachment({ attachment, labels, locale, onRetry }: AttachmentProps) {
  const { name, url, failed } = attachment;
  if (url && attachment.mimeType.startsWith('image/')) {
    return (
      <Link href={url} download={name} aria-label={`${labels.download} ${name}`}>
        <img className={styles.image} src={url} alt={name} />
      </Link>
    );
  }
  return (
    <div className={styles.file}>
      <span className={`${styles.fileIcon} ${failed ? styles.failedText : ''}`}>{failed ? <ErrorIcon /> : <FileIcon />}</span>
      <span className={styles.fileText}>
        <span className={styles.fileName}>{name}</span>
        <span className={`${styles.fileSize} ${failed ? styles.failedText : ''}`}>
          {failed ? labels.fileFailed : formatFileSize(attachment.size, locale)}
        </span>
      </span>
      {url ? (
        <Link href={url} download={name} className={styles.download} aria-label={`${labels.download} ${name}`}>
          <DownloadIcon />
        </Link>
      ) : failed ? (
        <Button variant="text" onPress={onRetry}>
          {labels.retry}
        </Button>
      ) : (
        <span className={styles.download}>
          <Spinner size="sm" aria-label={`${labels.loadingFile} ${name}`} />
        </span>
      )}
    </div>
  );
}
