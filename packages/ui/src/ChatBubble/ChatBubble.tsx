import { Link } from 'react-aria-components';
import { CheckIcon, DoneIcon, DownloadIcon, FileIcon } from '../Icon';
import { formatFileSize, formatTime } from '../internal/format';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './ChatBubble.css';

export type ChatAttachment = {
  name: string;
  /** Size in bytes. */
  size: number;
  url: string;
  mimeType: string;
};

export type ChatBubbleLabels = {
  /** Spoken before the message, e.g. "Du skrev" or "Anna Lindqvist skrev". */
  author: string;
  sent: string;
  read: string;
  /** Name of the download link; the file name follows, e.g. "Ladda ner". */
  download: string;
};

export type ChatBubbleProps = {
  direction: 'mine' | 'theirs';
  text?: string;
  sentAt: Date;
  /** Only for my messages: has the patient read it? */
  isRead?: boolean;
  attachment?: ChatAttachment;
  labels: ChatBubbleLabels;
  locale?: string;
};

/** One chat message: text, a file card or an image preview, the time, and for my messages whether it was read. */
export function ChatBubble({ locale = 'sv-SE', labels, ...props }: ChatBubbleProps) {
  const isImage = props.attachment?.mimeType.startsWith('image/') ?? false;
  return (
    <div className={styles.row[props.direction]}>
      <div className={`${styles.bubble} ${styles.tone[props.direction]}`}>
        <span className={visuallyHidden}>{`${labels.author}:`}</span>
        {props.attachment && isImage && (
          <Link href={props.attachment.url} download={props.attachment.name} aria-label={`${labels.download} ${props.attachment.name}`}>
            <img className={styles.image} src={props.attachment.url} alt={props.attachment.name} />
          </Link>
        )}
        {props.attachment && !isImage && (
          <div className={styles.file}>
            <span className={styles.fileIcon}>
              <FileIcon />
            </span>
            <span className={styles.fileText}>
              <span className={styles.fileName}>{props.attachment.name}</span>
              <span className={styles.fileSize}>{formatFileSize(props.attachment.size, locale)}</span>
            </span>
            <Link
              href={props.attachment.url}
              download={props.attachment.name}
              className={styles.download}
              aria-label={`${labels.download} ${props.attachment.name}`}
            >
              <DownloadIcon />
            </Link>
          </div>
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
