import { createSession } from '@rehab/web/session';
import { tokenCookie } from './browserKeys';

/** SPEC section 9: the portal's access token lives in a cookie at path /. */
export const { getAccessToken, hasSession, startSession, endSession, useAccessToken } = createSession({ name: tokenCookie, path: '/' });
