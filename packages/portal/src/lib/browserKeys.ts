/** What the app keeps in the browser under its own names; also read by the sign-in page's first script (vite.config.ts). */
export const languageKey = 'rehab.language';
/** docs/rules/sign-in.md: the access token lives in a cookie at path /. */
export const tokenCookie = 'access_token';
