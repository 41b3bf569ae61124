import type { RouteObject } from 'react-router-dom';

export const calendarEntryRoutes: RouteObject[] = [
  {
    path: '/calendar-entries',
    lazy: () => import('./routes/CalendarEntriesListRoute'),
    handle: { titleKey: 'calendarEntries', texts: ['calendarEntries'] },
  },
  {
    path: '/calendar-entries/week',
    lazy: () => import('./routes/CalendarEntriesWeekRoute'),
    handle: { titleKey: 'calendarEntries', texts: ['calendarEntries'] },
  },
];
