import type { RouteObject } from 'react-router-dom';

/** The screens before sign-in. */
export const authRoutes: RouteObject[] = [
  { path: '/sign-in', lazy: () => import('./routes/SignInRoute') },
  { path: '/join', lazy: () => import('./routes/JoinRoute') },
  { path: '/forgot-password', lazy: () => import('./routes/ForgotPasswordRoute') },
];
