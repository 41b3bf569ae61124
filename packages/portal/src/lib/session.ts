import Cookies from 'js-cookie';

/** SPEC section 9: the access token lives in a cookie at path /. */
const tokenCookie = 'access_token';

export function getAccessToken(): string | undefined {
  return Cookies.get(tokenCookie);
}

export function hasSession(): boolean {
  return getAccessToken() !== undefined;
}

export function startSession(accessToken: string) {
  Cookies.set(tokenCookie, accessToken, {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

export function endSession() {
  Cookies.remove(tokenCookie, { path: '/' });
}
