import { createApiFetch, createFileFetch } from '@rehab/web/fetcher';
import { endSession, getAccessToken } from './session';

export { jsonBody } from '@rehab/web/fetcher';

/** The app's calls, as the portal's: a 401 ends the patient's session and goes back to the app's start. */
export const apiFetch = createApiFetch({
  getAccessToken,
  leave() {
    endSession();
    window.location.assign(import.meta.env.BASE_URL);
  },
});

export const { apiFetchFile, apiDownload } = createFileFetch({ getAccessToken });
