import { ApiError } from '../../../portal/src/lib/ApiError';
import { createApiFetch, jsonBody } from '../../../portal/src/lib/fetcher';
import { endSession, getAccessToken } from './session';

export { ApiError, jsonBody };

/** The app's calls, as the portal's: a 401 ends the patient's session and goes back to the app's start. */
export const apiFetch = createApiFetch({
  getAccessToken,
  leave() {
    endSession();
    window.location.assign(import.meta.env.BASE_URL);
  },
});
