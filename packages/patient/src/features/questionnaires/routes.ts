import type { RouteObject } from 'react-router-dom';

export const questionnaireRoutes: RouteObject[] = [
  { path: '/questionnaires', lazy: () => import('./routes/QuestionnaireListRoute') },
  { path: '/questionnaires/:kind', lazy: () => import('./routes/QuestionnaireRoute') },
];
