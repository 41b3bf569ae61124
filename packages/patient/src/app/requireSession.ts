import { redirect } from 'react-router-dom';
import { hasSession } from '../lib/session';

/** Every screen but sign-in, joining and a forgotten password needs a session, else it goes to sign-in. */
export function requireSession() {
  if (!hasSession()) throw redirect('/sign-in');
  return null;
}
