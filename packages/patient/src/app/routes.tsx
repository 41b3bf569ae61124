import { Navigate, type RouteObject } from 'react-router-dom';
import { AriaRouting } from '@rehab/web/AriaRouting';
import { authRoutes } from '../features/auth/routes';
import { todayRoutes } from '../features/today/routes';
import { profileRoutes } from '../features/profile/routes';
import { chatRoutes } from '../features/chat/routes';
import { questionnaireRoutes } from '../features/questionnaires/routes';
import { appointmentRoutes } from '../features/appointments/routes';
import { journalRoutes } from '../features/journal/routes';
import { startFirstCalls } from '@rehab/web/firstCalls';
import { getAccessToken } from '../lib/session';
import { frameCalls } from './frameCalls';
import { requireSession } from './requireSession';
import { RouteErrorPage } from '@rehab/web/RouteErrorPage';

const startFrameCalls = startFirstCalls(getAccessToken, frameCalls);

/**
 * Every route of the patient app. A feature adds its screens to the public list (signing in) or to the
 * frame's (everything signed in); the frame's menu lists the screens of `navigation.tsx`.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AriaRouting />,
    errorElement: <RouteErrorPage home={import.meta.env.BASE_URL} />,
    HydrateFallback: () => null,
    children: [
      ...authRoutes,
      {
        // A first visit starts the frame's calls while its code downloads. Named, as today is drawn inside it.
        id: 'frame',
        loader: (args) => requireSession() ?? startFrameCalls(args),
        lazy: () => import('./AppLayout'),
        handle: { signedIn: true },
        children: [...todayRoutes, ...chatRoutes, ...questionnaireRoutes, ...journalRoutes, ...appointmentRoutes, ...profileRoutes],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
