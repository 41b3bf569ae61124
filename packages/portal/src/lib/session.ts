import { createSession } from '@rehab/web/session';
import { tokenCookie } from './browserKeys';

/** docs/rules/sign-in.md: the portal's access token lives in a cookie at path /. */
export const { getAccessToken, hasSession, startSession, endSession, useAccessToken } = createSession({ name: tokenCookie, path: '/' });
