import { Navigate, type RouteObject } from 'react-router-dom';
import { startFirstCalls } from '@rehab/web/firstCalls';
import { getAccessToken } from '../../lib/session';
import { patientListFirstCalls } from './api/patientListFirstCalls';

const handle = { titleKey: 'patients', texts: ['patients'] };

export const patientRoutes: RouteObject[] = [
  {
    path: '/patients/list',
    lazy: () => import('./list/PatientListRoute'),
    loader: startFirstCalls(getAccessToken, patientListFirstCalls),
    handle,
  },
  {
    path: '/patients/view/:userId',
    lazy: () => import('./view/PatientViewRoute'),
    handle,
    children: [
      { index: true, element: <Navigate to="program" replace /> },
      { path: 'questionaries', lazy: () => import('./questionnaires/QuestionnairesRoute') },
      { path: 'program', lazy: () => import('./program/ProgramRoute'), handle: { texts: ['program', 'library'] } },
      { path: 'statistics', lazy: () => import('./statistics/StatisticsRoute'), handle: { texts: ['statistics'] } },
      { path: 'medical-notes', lazy: () => import('./medicalNotes/MedicalNotesRoute') },
      { path: 'feedback', lazy: () => import('./feedback/FeedbackRoute') },
    ],
  },
  // docs/rules/screens.md: /patients/* is the patients area; anything else in it opens the list.
  { path: '/patients/*', element: <Navigate to="/patients/list" replace /> },
];
