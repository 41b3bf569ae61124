import {
  CalendarIcon,
  ChatIcon,
  CheckIcon,
  CloseIcon,
  ExerciseIcon,
  FileIcon,
  HomeIcon,
  IconButton,
  NavigationSheet,
  SettingsIcon,
  SideDrawer,
  ToastRegion,
  TopBar,
  UserIcon,
  UsersIcon,
  type SideDrawerItem,
} from '@rehab/ui';
import type { Role } from '@rehab/contract';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { dateLocale } from '@rehab/web/language';
import { usePhoto } from '../lib/PersonAvatar';
import { profileKey } from '../features/profile/api/keys';
import { useProfile } from '../features/profile/api/useProfile';
import { useChats } from '../features/chats/api/chatCalls';
import { useNotificationCenter } from '../features/notifications/useNotificationCenter';
import { signOut } from '../lib/signOut';
import { useViewport } from '../lib/useViewport';
import { useRouteTitleKey } from './routeTitle';
import { RealtimeConnection } from './RealtimeConnection';
import { ScreenSkeleton } from './ScreenSkeleton';
import * as styles from './AppShell.css';

const drawerStateKey = 'rehab.drawerCollapsed';


function useDrawerItems(role: Role | undefined, unreadMessages: number): SideDrawerItem[] {
  const { t } = useTranslation('navigation');
  // Organizations and physios are managed by organization and system admins only.
  const isAdmin = role === 'org_admin' || role === 'system_admin';
  // The care relationship (docs/security.md): only physios read the patients' tasks and chats; an organization
  // admin manages its patients' list; the system admin reads no patient data at all.
  const isPhysio = role === 'physio';
  return [
    { id: 'home', label: t('home'), href: '/', icon: <HomeIcon /> },
    ...(isPhysio ? [{ id: 'to-do', label: t('toDo'), href: '/to-do/follow-ups', icon: <CheckIcon /> }] : []),
    ...(isAdmin
      ? [
          { id: 'organizations', label: t('organizations'), href: '/organizations', icon: <FileIcon /> },
          { id: 'physios', label: t('physios'), href: '/physios', icon: <UserIcon /> },
        ]
      : []),
    ...(role !== 'system_admin' ? [{ id: 'patients', label: t('patients'), href: '/patients/list', icon: <UsersIcon /> }] : []),
    // The exercise library is an organization's: the system admin, who belongs to none, has none.
    ...(role === 'physio' || role === 'org_admin' ? [{ id: 'library', label: t('library'), href: '/library', icon: <ExerciseIcon /> }] : []),
    ...(isPhysio
      ? [
          {
            id: 'chats',
            label: t('chats'),
            href: '/chats',
            icon: <ChatIcon />,
            unreadCount: unreadMessages,
            unreadLabel: t('chatsUnread', { count: unreadMessages }),
          },
        ]
      : []),
    { id: 'calendar-entries', label: t('calendarEntries'), href: '/calendar-entries', icon: <CalendarIcon /> },
    { id: 'settings', label: t('settings'), href: '/settings', icon: <SettingsIcon /> },
  ];
}

function currentItemId(pathname: string): string {
  if (pathname === '/') return 'home';
  return pathname.split('/')[1] ?? 'home';
}

/** The frame of every protected screen: the side drawer, the top bar and the screen itself. */
export function Component() {
  const { t, i18n } = useTranslation('navigation');
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: profile } = useProfile();
  const photo = usePhoto(profile?.photo);
  const [isCollapsed, setCollapsed] = useState(() => localStorage.getItem(drawerStateKey) === 'true');
  const { data: chats } = useChats();
  const items = useDrawerItems(
    profile?.role,
    chats?.reduce((sum, chat) => sum + chat.unreadCount, 0) ?? 0,
  );
  const notifications = useNotificationCenter((patientId) => chats?.find((chat) => chat.patient.id === patientId)?.id);

  // docs/rules/screens.md: the profile is fetched again on every navigation except to the home page.
  useEffect(() => {
    if (location.pathname !== '/') void mutate(profileKey);
  }, [location.pathname, mutate]);

  const titleKey = useRouteTitleKey();

  const collapse = (collapsed: boolean) => {
    setCollapsed(collapsed);
    localStorage.setItem(drawerStateKey, String(collapsed));
  };

  // docs/rules/look.md's drawer on a desktop; the 68 px rail on a tablet; on a phone a sheet from the top bar.
  const viewport = useViewport();
  // Open on the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.key : null);
  const drawer = {
    'aria-label': t('mainMenu'),
    items,
    currentId: currentItemId(location.pathname),
    logo: <span className={styles.logo}>{t('productName', { ns: 'common' })}</span>,
  };

  return (
    <div className={styles.shell}>
      <RealtimeConnection />
      {viewport === 'phone' ? (
        <NavigationSheet isOpen={isMenuOpen} onOpenChange={setMenuOpen} aria-label={t('menu')}>
          <SideDrawer
            {...drawer}
            isCollapsed={false}
            action={
              <IconButton aria-label={t('closeMenu')} onPress={() => setMenuOpen(false)}>
                <CloseIcon />
              </IconButton>
            }
          />
        </NavigationSheet>
      ) : (
        <div className={styles.drawerSlot}>
          <SideDrawer
            {...drawer}
            isCollapsed={viewport === 'tablet' || isCollapsed}
            onCollapsedChange={viewport === 'desktop' ? collapse : undefined}
            collapseLabel={t('collapse')}
            expandLabel={t('expand')}
          />
        </div>
      )}
      <div className={styles.main}>
        <TopBar
          title={titleKey ? <h1 className={styles.title}>{t(titleKey)}</h1> : null}
          user={{ name: profile ? `${profile.firstName} ${profile.lastName}` : '', photoUrl: photo }}
          notifications={notifications.notifications}
          unreadCount={notifications.unreadCount}
          hasMore={notifications.hasMore}
          isLoadingMore={notifications.isLoadingMore}
          onLoadMore={notifications.loadMore}
          now={new Date()}
          locale={dateLocale(i18n.language)}
          labels={{
            notifications:
              notifications.unreadCount > 0 ? t('notifications', { count: notifications.unreadCount }) : t('notificationsNone'),
            notificationsTitle: t('notificationsTitle'),
            markAllAsRead: t('markAllAsRead'),
            noNotifications: t('noNotifications'),
            loadMore: t('olderNotifications'),
            unread: t('unread'),
            userMenu: t('userMenu'),
            openMenu: t('openMenu'),
            profile: t('profile'),
            signOut: t('signOut'),
          }}
          onOpenMenu={viewport === 'phone' ? () => setMenuOpen(true) : undefined}
          onMarkAllAsRead={notifications.markAllAsRead}
          onOpenNotification={notifications.open}
          onFollowNotificationAction={notifications.followAction}
          onProfile={() => navigate('/profile/view')}
          onSignOut={() => void signOut().finally(() => navigate('/sign-in', { replace: true }))}
        />
        <ToastRegion closeLabel={t('close', { ns: 'common' })} aria-label={t('messages', { ns: 'common' })} />
        <main className={styles.content}>
          <Suspense fallback={<ScreenSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
