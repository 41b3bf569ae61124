import { CalendarIcon, ChatIcon, FileIcon, JournalIcon, UserIcon } from '@rehab/ui';
import type { ReactNode } from 'react';
import { ChatUnreadBadge } from '../features/chat/ChatUnreadBadge';

/** A screen in the app's menu: its address, its label's key in the patientApp namespace, its icon and what it counts (unread). */
export type NavigationItem = { href: string; labelKey: string; icon: ReactNode; end?: boolean; badge?: ReactNode };

/** The app's menu, in order; a new area (chat, questionnaires) adds its screen here. */
export const navigationItems: NavigationItem[] = [
  { href: '/', labelKey: 'nav.today', icon: <CalendarIcon />, end: true },
  { href: '/chat', labelKey: 'nav.chat', icon: <ChatIcon />, badge: <ChatUnreadBadge /> },
  { href: '/questionnaires', labelKey: 'nav.questionnaires', icon: <FileIcon /> },
  { href: '/journal', labelKey: 'nav.journal', icon: <JournalIcon /> },
  { href: '/profile', labelKey: 'nav.profile', icon: <UserIcon /> },
];
