import type { RouteObject } from 'react-router-dom';

export const appointmentRoutes: RouteObject[] = [
  { path: '/appointments', lazy: () => import('./routes/AppointmentsRoute'), handle: { texts: ['patientAppointments'] } },
];
