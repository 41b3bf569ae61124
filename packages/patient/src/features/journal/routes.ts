import type { RouteObject } from 'react-router-dom';

export const journalRoutes: RouteObject[] = [
  { path: '/journal', lazy: () => import('./routes/JournalRoute'), handle: { texts: ['patientJournal', 'patientToday', 'patientQuestionnaires'] } },
  { path: '/journal/readers', lazy: () => import('./routes/ReadersRoute'), handle: { texts: ['patientJournal'] } },
];
