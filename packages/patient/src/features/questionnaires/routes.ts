import type { RouteObject } from 'react-router-dom';

export const questionnaireRoutes: RouteObject[] = [
  { path: '/questionnaires', lazy: () => import('./routes/QuestionnaireListRoute'), handle: { texts: ['patientQuestionnaires'] } },
  { path: '/questionnaires/:kind', lazy: () => import('./routes/QuestionnaireRoute'), handle: { texts: ['patientQuestionnaires'] } },
];
