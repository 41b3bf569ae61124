import { logReview, logReviewListResponse, type LogReviewCreateBody, type LogReviewSaveBody } from '@rehab/contract';
import type { Language } from '@rehab/web/language';
import useSWR from 'swr';
import { apiDownload, apiFetch, jsonBody } from '../../../lib/fetcher';

export const logReviewsKey = (organizationId: string) => `/organizations/${organizationId}/log-reviews`;
const logReviewKey = (organizationId: string, reviewId: string) => `${logReviewsKey(organizationId)}/${reviewId}`;

/** GET /organizations/{id}/log-reviews: the reviews done, newest first. */
export function useLogReviews(organizationId: string) {
  return useSWR(`${logReviewsKey(organizationId)}?limit=100`, (url: string) => apiFetch(url, logReviewListResponse));
}

/** GET /organizations/{id}/log-reviews/{reviewId}: one review with what was drawn and its findings. */
export function useLogReview(organizationId: string, reviewId: string) {
  return useSWR(logReviewKey(organizationId, reviewId), (url: string) => apiFetch(url, logReview));
}

/** POST /organizations/{id}/log-reviews → the review the server drew. */
export function drawLogReview(organizationId: string, body: LogReviewCreateBody) {
  return apiFetch(logReviewsKey(organizationId), logReview, jsonBody('POST', body));
}

/** PUT /organizations/{id}/log-reviews/{reviewId} → the saved review. */
export function saveLogReview(organizationId: string, reviewId: string, body: LogReviewSaveBody) {
  return apiFetch(logReviewKey(organizationId, reviewId), logReview, jsonBody('PUT', body));
}

/** GET …/report.pdf?lang, saved under the name the server gives it. */
export function downloadLogReviewReport(
  organizationId: string,
  review: { id: string; from: string; to: string },
  lang: Language,
) {
  return apiDownload(
    `${logReviewKey(organizationId, review.id)}/report.pdf?lang=${lang}`,
    `log-review-${review.from}-${review.to}.pdf`,
  );
}
