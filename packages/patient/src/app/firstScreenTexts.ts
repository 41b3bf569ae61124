import { hasSession } from '../lib/session';

const signInScreens = ['/sign-in', '/join', '/forgot-password'];

/**
 * The texts of the screen a visit to `pathname` opens on, to be fetched with the app's own: the screen would ask
 * for them only once drawn, one more round trip before the patient sees it. Without a session every other screen
 * goes to sign-in (`requireSession`).
 */
export function firstScreenTexts(pathname: string, base: string = import.meta.env.BASE_URL): string[] {
  const path = `/${pathname.slice(base.length)}`;
  if (signInScreens.some((screen) => path.startsWith(screen)) || !hasSession()) return ['patientAuth'];
  if (path === '/') return ['patientToday'];
  return [];
}
