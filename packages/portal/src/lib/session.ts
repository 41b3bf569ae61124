import Cookies from 'js-cookie';
import { tokenCookie } from './browserKeys';

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
