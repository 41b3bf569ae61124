import { createApiFetch, createFileFetch } from '@rehab/web/fetcher';
import { endSession, getAccessToken } from './session';

export { jsonBody } from '@rehab/web/fetcher';

/** The portal's calls: a 401 ends the session and goes to the origin. */
export const apiFetch = createApiFetch({
  getAccessToken,
  leave() {
    endSession();
    window.location.assign(window.location.origin);
  },
});

export const { apiFetchFile, apiDownload } = createFileFetch({ getAccessToken });
