import { showToast, type TopBarNotification } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { markNotificationsRead } from './api/markNotificationsRead';
import { useNotifications } from './api/useNotifications';
import { notificationTarget } from './notificationTarget';
import { notificationText } from './notificationText';
import { withRead } from './notificationPages';

/** The top bar's notifications: the list in the reader's language, the unread count, marking read and opening one. */
export function useNotificationCenter(chatOfPatient: (patientId: string) => string | undefined) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { items: data, unread, mutate, hasMore, isLoadingMore, loadMore } = useNotifications();

  const markRead = async (ids?: string[]) => {
    try {
      await markNotificationsRead(ids);
      await mutate((pages) => withRead(pages, ids), { revalidate: false });
    } catch {
      showToast({ title: t('markFailed'), tone: 'error' });
    }
  };

  const notifications: TopBarNotification[] = data.map((notification) => ({
    id: notification.id,
    created: new Date(notification.created),
    isRead: notification.isRead,
    ...notificationText(t, notification, chatOfPatient),
  }));

  return {
    notifications,
    unreadCount: unread,
    hasMore,
    isLoadingMore,
    loadMore,
    markAllAsRead: () => void markRead(),
    /** The action link navigates by itself; following it reads the notification. */
    followAction: (id: string) => {
      if (data.some((each) => each.id === id && !each.isRead)) void markRead([id]);
    },
    open: (id: string) => {
      const notification = data.find((each) => each.id === id);
      if (!notification) return;
      if (!notification.isRead) void markRead([id]);
      const target = notificationTarget(notification, chatOfPatient);
      if (target) navigate(target);
    },
  };
}
