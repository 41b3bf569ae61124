import { Navigate, type RouteObject } from 'react-router-dom';
import { AriaRouting } from '@rehab/web/AriaRouting';
import { calendarEntryRoutes } from '../features/calendarEntries/routes';
import { chatRoutes } from '../features/chats/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { journalTemplateRoutes } from '../features/journalTemplates/routes';
import { programTemplateRoutes } from '../features/programTemplates/routes';
import { libraryRoutes } from '../features/library/routes';
import { organizationRoutes } from '../features/organizations/routes';
import { patientRoutes } from '../features/patients/routes';
import { physioRoutes } from '../features/physios/routes';
import { profileRoutes } from '../features/profile/routes';
import { settingsRoutes } from '../features/settings/routes';
import { toDoRoutes } from '../features/todo/routes';
import { startFirstCalls } from '@rehab/web/firstCalls';
import { getAccessToken } from '../lib/session';
import { frameCalls } from './frameCalls';
import { requireSession } from './requireSession';
import { RouteErrorPage } from '@rehab/web/RouteErrorPage';
import { reportError } from './errorReporting';
import { DocumentTitle } from './routeTitle';

const startFrameCalls = startFirstCalls(getAccessToken, frameCalls);

/** Every route of the portal; the app runs them in the browser's history, a screen's story in memory. */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <AriaRouting>
        <DocumentTitle />
      </AriaRouting>
    ),
    errorElement: <RouteErrorPage home="/" onError={reportError} />,
    // While the first screen's code loads the page stays as index.html drew it; said, so the router does not warn.
    HydrateFallback: () => null,
    children: [
      {
        path: '/sign-in',
        lazy: () => import('../features/auth/routes/SignInRoute'),
        handle: { titleKey: 'signIn', texts: ['auth'] },
      },
      {
        path: '/sign-in/forgot-password',
        lazy: () => import('../features/auth/routes/ForgotPasswordRoute'),
        handle: { titleKey: 'forgotPassword', texts: ['auth'] },
      },
      {
        path: '/sign-in/second-factor',
        lazy: () => import('../features/secondFactor/routes/SecondFactorRoute'),
        handle: { titleKey: 'signIn', texts: ['auth', 'secondFactor'] },
      },
      {
        path: '/sign-in/enrol',
        lazy: () => import('../features/secondFactor/routes/EnrolRoute'),
        handle: { titleKey: 'signIn', texts: ['auth', 'secondFactor'] },
      },
      {
        path: '/sign-in/bankid/:state',
        lazy: () => import('../features/auth/routes/BankIdCallbackRoute'),
        handle: { titleKey: 'signIn', texts: ['auth'] },
      },
      {
        // A first visit starts the frame's calls while its code downloads.
        loader: (args) => requireSession() ?? startFrameCalls(args),
        // The frame loads with the first protected screen, so sign-in does not download it.
        lazy: () => import('./AppShell'),
        handle: { texts: ['navigation', 'notifications'], signedIn: true },
        children: [
          ...dashboardRoutes,
          ...toDoRoutes,
          ...patientRoutes,
          ...libraryRoutes,
          ...journalTemplateRoutes,
          ...programTemplateRoutes,
          ...chatRoutes,
          ...calendarEntryRoutes,
          ...profileRoutes,
          ...settingsRoutes,
          ...organizationRoutes,
          ...physioRoutes,
        ],
      },
      // docs/rules/screens.md: any unknown path goes to sign-in.
      { path: '*', element: <Navigate to="/sign-in" replace /> },
    ],
  },
];
