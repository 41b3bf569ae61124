import type { RouteObject } from 'react-router-dom';
import { startFirstCalls } from '@rehab/web/firstCalls';
import { getAccessToken } from '../../lib/session';
import { chatFirstCalls } from './api/chatFirstCalls';

export const chatRoutes: RouteObject[] = [
  { path: '/chats', lazy: () => import('./ChatsRoute'), handle: { titleKey: 'chats', texts: ['chats'] } },
  {
    path: '/chats/:chatId',
    lazy: () => import('./ChatsRoute'),
    loader: startFirstCalls(getAccessToken, chatFirstCalls),
    handle: { titleKey: 'chats', texts: ['chats'] },
  },
];
