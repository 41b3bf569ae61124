import type { RouteObject } from 'react-router-dom';
import { startFirstCalls } from '../../lib/firstCalls';

export const chatRoutes: RouteObject[] = [
  { path: '/chats', lazy: () => import('./ChatsRoute'), handle: { titleKey: 'chats', texts: ['chats'] } },
  {
    path: '/chats/:chatId',
    lazy: () => import('./ChatsRoute'),
    loader: startFirstCalls(() => import('./api/chatFirstCalls').then((module) => module.chatFirstCalls)),
    handle: { titleKey: 'chats', texts: ['chats'] },
  },
];
