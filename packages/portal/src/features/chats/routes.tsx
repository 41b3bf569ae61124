import type { RouteObject } from 'react-router-dom';

export const chatRoutes: RouteObject[] = [
  { path: '/chats', lazy: () => import('./ChatsRoute'), handle: { titleKey: 'chats' } },
  { path: '/chats/:chatId', lazy: () => import('./ChatsRoute'), handle: { titleKey: 'chats' } },
];
