import { GridList, GridListItem, type GridListProps, type Key } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { formatWhen } from '../internal/format';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './ChatListItem.css';

export type ChatListProps<T extends object> = Omit<GridListProps<T>, 'className' | 'style' | 'selectionMode'> & {
  'aria-label': string;
};

/** The Inbox's list of chats: one tab stop, arrow keys move, Enter or a click opens a chat (single selection). */
export function ChatList<T extends object>(props: ChatListProps<T>) {
  return <GridList {...props} selectionMode="single" selectionBehavior="replace" disallowEmptySelection className={styles.list} />;
}

export type ChatListItemProps = {
  id: Key;
  name: string;
  photoUrl?: string | null;
  lastMessage: string;
  lastMessageAt: Date;
  /** The current time, passed in: today shows "14:05", other days a date. */
  now: Date;
  unreadCount?: number;
  /** Spoken with the count, e.g. "3 olästa". */
  unreadLabel?: string;
  locale?: string;
  /** With `href` the item is a link to the chat (e.g. /chats/{id}). */
  href?: string;
};

/** One chat in the list: avatar, name, last message, when, and the unread count. */
export function ChatListItem({ locale = 'sv-SE', ...props }: ChatListItemProps) {
  const unread = props.unreadCount ?? 0;
  return (
    <GridListItem id={props.id} textValue={props.name} href={props.href} className={styles.item}>
      <Avatar name={props.name} src={props.photoUrl} isDecorative />
      <span className={styles.text}>
        <span className={styles.name}>{props.name}</span>
        <span className={`${styles.preview} ${unread > 0 ? styles.unreadPreview : ''}`}>{props.lastMessage}</span>
      </span>
      <span className={styles.side}>
        <time className={styles.time} dateTime={props.lastMessageAt.toISOString()}>
          {formatWhen(props.lastMessageAt, props.now, locale)}
        </time>
        {unread > 0 && (
          <>
            <span aria-hidden="true" className={styles.count}>
              <Badge tone="secondary" count={unread} />
            </span>
            <span className={visuallyHidden}>{props.unreadLabel ?? String(unread)}</span>
          </>
        )}
      </span>
    </GridListItem>
  );
}
