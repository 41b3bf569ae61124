import type { LogReview } from '@rehab/contract';
import { http, type RequestHandler } from 'msw';
import { organizationList, physioList, statisticsOf, systemAdmin } from './adminFixtures';
import { answer, frameHandlers, pageOf, type ScreenState } from './handlers';
import { auditPage, drawnReview, reviewList, savedReview } from './logReviewFixtures';

/** The frame as the system admin sees it: the menu with organizations and physios. */
export const adminFrameHandlers = () => frameHandlers([], { profile: systemAdmin });

/** GET /organizations and each organization, its statistics for the asked period and its physios. */
export function organizationHandlers(state: ScreenState = 'loaded'): RequestHandler[] {
  return [
    http.get('/organizations', () => answer(state, () => organizationList)),
    http.get('/organizations/:id', ({ params }) => answer(state, () => organizationList.find((organization) => organization.id === params.id) ?? null)),
    http.get('/organizations/:id/statistics', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      return answer(state, () => statisticsOf(String(params.id), query.get('from') ?? '', query.get('to') ?? ''));
    }),
    http.get('/organizations/:id/physios', ({ params, request }) => {
      const theirs = physioList.items.filter((physio) => physio.organizations.some((organization) => organization.id === params.id));
      return answer(state, () => pageOf(theirs, new URL(request.url).searchParams));
    }),
    // A physio's caseload handed to a colleague: three patients moved.
    http.post('/organizations/:id/physios/:physioId/caseload', () => answer(state, () => ({ moved: 3 }))),
    // The admin's rule for two factors: off, and switched as asked.
    http.get('/organizations/:id/second-factor', () => answer(state, () => ({ required: false }))),
    http.put('/organizations/:id/second-factor', async ({ request }) => {
      const rule = (await request.json()) as { required: boolean };
      return answer(state, () => rule);
    }),
    // When patients need attention: the defaults, saved as asked.
    http.get('/organizations/:id/attention-thresholds', () => answer(state, () => ({ pain: 7, painRise: 3, inactiveDays: 3, adherence: 50 }))),
    http.put('/organizations/:id/attention-thresholds', async ({ request }) => {
      const thresholds = (await request.json()) as Record<string, number>;
      return answer(state, () => thresholds);
    }),
    // What patients see of their journal: the defaults (notes shared, staff unnamed), saved as asked.
    http.get('/organizations/:id/journal-settings', () => answer(state, () => ({ sharesNotesWithPatients: true, namesStaffInLogExtract: false }))),
    http.put('/organizations/:id/journal-settings', async ({ request }) => {
      const settings = (await request.json()) as Record<string, boolean>;
      return answer(state, () => settings);
    }),
  ];
}

/** GET /physios, searched by name or email, a page at a time. */
export function physioHandlers(state: ScreenState = 'loaded'): RequestHandler[] {
  return [
    http.get('/physios', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.toLocaleLowerCase('sv') ?? '';
      const found = physioList.items.filter((physio) =>
        `${physio.firstName} ${physio.lastName} ${physio.email}`.toLocaleLowerCase('sv').includes(search),
      );
      return answer(state, () => pageOf(found, query));
    }),
    http.get('/physios/:id', ({ params }) => answer(state, () => physioList.items.find((physio) => physio.id === params.id) ?? physioList.items[0])),
  ];
}

/** Syd's access log and its log reviews; the review opened is `review`, and a save answers it saved. */
export function logReviewHandlers(review: LogReview = drawnReview, state: ScreenState = 'loaded'): RequestHandler[] {
  return [
    http.get('/organizations/:id/audit', () => answer(state, () => auditPage)),
    http.get('/organizations/:id/log-reviews', () => answer(state, () => reviewList)),
    http.post('/organizations/:id/log-reviews', () => answer(state, () => drawnReview)),
    http.get('/organizations/:id/log-reviews/:reviewId', () => answer(state, () => review)),
    http.put('/organizations/:id/log-reviews/:reviewId', () => answer(state, () => savedReview)),
  ];
}
