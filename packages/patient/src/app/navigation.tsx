import { CalendarIcon, UserIcon } from '@rehab/ui';
import type { ReactNode } from 'react';

/** A screen in the app's menu: its address, its label's key in the patientApp namespace and its icon. */
export type NavigationItem = { href: string; labelKey: string; icon: ReactNode; end?: boolean };

/** The app's menu, in order; a new area (chat, questionnaires) adds its screen here. */
export const navigationItems: NavigationItem[] = [
  { href: '/', labelKey: 'nav.today', icon: <CalendarIcon />, end: true },
  { href: '/profile', labelKey: 'nav.profile', icon: <UserIcon /> },
];
