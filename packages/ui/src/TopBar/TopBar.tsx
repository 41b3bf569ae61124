import { useState, type ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { BellIcon, ChevronDownIcon, LogoutIcon, MenuIcon, UserIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { formatWhen } from '../internal/format';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu';
import { DialogTrigger, PopoverDialog } from '../Popover';
import * as styles from './TopBar.css';

export type TopBarNotification = {
  id: string;
  name: string;
  description: string;
  created: Date;
  isRead: boolean;
  /** Where the reader acts on it, e.g. "Skriv till Eva Ek" to the chat: a link under the description. */
  action?: { label: string; href: string };
};

export type TopBarLabels = {
  /** The bell's name including the count, e.g. "Notiser, 3 olästa". */
  notifications: string;
  notificationsTitle: string;
  markAllAsRead: string;
  noNotifications: string;
  /** The button under the list that reads older notifications, e.g. "Visa äldre notiser". */
  loadMore?: string;
  /** Spoken before an unread notification, e.g. "Oläst". */
  unread: string;
  /** The menu button's name on a phone, e.g. "Öppna menyn". */
  openMenu?: string;
  /** Spoken after the user's name on the avatar button, e.g. "kontomeny". */
  userMenu: string;
  profile: string;
  signOut: string;
};

export type TopBarProps = {
  /** The screen's title, or any heading content. */
  title: ReactNode;
  user: { name: string; photoUrl?: string | null };
  /** The notifications read so far, newest first. */
  notifications: readonly TopBarNotification[];
  /** Unread notifications in all, when the list holds only the newest of them; by default counted in the list. */
  unreadCount?: number;
  /** With it, a menu button before the title opens the navigation (on a phone, where the drawer is hidden). */
  onOpenMenu?: () => void;
  /** With it and `hasMore`, a button under the list reads older notifications. */
  onLoadMore?: () => void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  labels: TopBarLabels;
  /** The current time, passed in so times read "14:05" today and a date otherwise. */
  now: Date;
  locale?: string;
  onMarkAllAsRead: () => void;
  /** With it, a notification's name is a button that closes the panel and opens what the notification is about. */
  onOpenNotification?: (id: string) => void;
  /** Called when a notification's action link is followed (the panel closes and the link navigates). */
  onFollowNotificationAction?: (id: string) => void;
  onProfile: () => void;
  onSignOut: () => void;
  /** Open the notifications panel at first render (stories and tests). */
  defaultNotificationsOpen?: boolean;
};

/** The bar above every screen: the title, the notifications bell and the account menu. */
export function TopBar({ locale = 'sv-SE', labels, ...props }: TopBarProps) {
  const unreadCount = props.unreadCount ?? props.notifications.filter((notification) => !notification.isRead).length;
  const [isPanelOpen, setPanelOpen] = useState(props.defaultNotificationsOpen ?? false);
  const open = (id: string) => {
    setPanelOpen(false);
    props.onOpenNotification?.(id);
  };
  return (
    <header className={styles.bar}>
      {props.onOpenMenu && (
        <IconButton aria-label={labels.openMenu ?? ''} onPress={props.onOpenMenu}>
          <MenuIcon />
        </IconButton>
      )}
      <div className={styles.title}>{props.title}</div>
      <div className={styles.actions}>
        <DialogTrigger isOpen={isPanelOpen} onOpenChange={setPanelOpen}>
          <IconButton aria-label={labels.notifications}>
            <BellIcon />
            {unreadCount > 0 && (
              <span className={styles.bellBadge} aria-hidden="true">
                <Badge tone="secondary" count={unreadCount} />
              </span>
            )}
          </IconButton>
          <PopoverDialog title={labels.notificationsTitle} placement="bottom end">
            <div className={styles.panel}>
              {unreadCount > 0 && (
                <div className={styles.panelActions}>
                  <Button variant="text" onPress={props.onMarkAllAsRead}>
                    {labels.markAllAsRead}
                  </Button>
                </div>
              )}
              {props.notifications.length === 0 ? (
                <p className={styles.empty}>{labels.noNotifications}</p>
              ) : (
                <ul className={styles.list}>
                  {props.notifications.map((notification) => (
                    <li key={notification.id} className={styles.item}>
                      {notification.isRead ? <span /> : <span className={styles.unreadDot} aria-hidden="true" />}
                      <div>
                        <p className={`${styles.itemName} ${notification.isRead ? styles.itemRead : ''}`}>
                          {!notification.isRead && <span className={visuallyHidden}>{`${labels.unread}: `}</span>}
                          {props.onOpenNotification ? (
                            <AriaButton className={styles.itemButton} onPress={() => open(notification.id)}>
                              {notification.name}
                            </AriaButton>
                          ) : (
                            notification.name
                          )}
                        </p>
                        <p className={styles.itemDescription}>{notification.description}</p>
                        {notification.action && (
                          <Link
                            className={styles.itemAction}
                            href={notification.action.href}
                            onPress={() => {
                              setPanelOpen(false);
                              props.onFollowNotificationAction?.(notification.id);
                            }}
                          >
                            {notification.action.label}
                          </Link>
                        )}
                      </div>
                      <time className={styles.itemTime} dateTime={notification.created.toISOString()}>
                        {formatWhen(notification.created, props.now, locale)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
              {props.hasMore && props.onLoadMore && labels.loadMore && (
                <div className={styles.panelMore}>
                  <Button variant="text" onPress={props.onLoadMore} isLoading={props.isLoadingMore}>
                    {labels.loadMore}
                  </Button>
                </div>
              )}
            </div>
          </PopoverDialog>
        </DialogTrigger>
        <MenuTrigger>
          <AriaButton className={styles.userButton}>
            <Avatar name={props.user.name} src={props.user.photoUrl} size="small" isDecorative />
            <span className={styles.userName}>{props.user.name}</span>
            <span className={visuallyHidden}>{`, ${labels.userMenu}`}</span>
            <ChevronDownIcon size="sm" />
          </AriaButton>
          <Menu
            onAction={(key) => {
              if (key === 'profile') props.onProfile();
              if (key === 'sign-out') props.onSignOut();
            }}
          >
            <MenuItem id="profile" icon={<UserIcon />}>
              {labels.profile}
            </MenuItem>
            <MenuSeparator />
            <MenuItem id="sign-out" icon={<LogoutIcon />}>
              {labels.signOut}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </header>
  );
}
