import type { RouteObject } from 'react-router-dom';

/** The screens before sign-in. */
export const authRoutes: RouteObject[] = [
  { path: '/sign-in', lazy: () => import('./routes/SignInRoute'), handle: { texts: ['patientAuth'] } },
  // Where GrandID sends the browser back after BankID (the contract's grandIdPatientCallbackPath, under /app).
  { path: '/sign-in/bankid/:state', lazy: () => import('./routes/BankIdCallbackRoute'), handle: { texts: ['patientAuth'] } },
  { path: '/join', lazy: () => import('./routes/JoinRoute'), handle: { texts: ['patientAuth'] } },
  { path: '/forgot-password', lazy: () => import('./routes/ForgotPasswordRoute'), handle: { texts: ['patientAuth'] } },
];
