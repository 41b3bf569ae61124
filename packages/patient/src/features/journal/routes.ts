import type { RouteObject } from 'react-router-dom';

export const journalRoutes: RouteObject[] = [
  { path: '/journal', lazy: () => import('./routes/JournalRoute'), handle: { texts: ['patientJournal'] } },
  { path: '/journal/readers', lazy: () => import('./routes/ReadersRoute'), handle: { texts: ['patientJournal'] } },
];
