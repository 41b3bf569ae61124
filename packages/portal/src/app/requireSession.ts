import { redirect } from 'react-router-dom';
import { hasSession } from '../lib/session';

/** docs/rules/screens.md: every protected route needs a session, else it goes to sign-in. */
export function requireSession() {
  if (!hasSession()) throw redirect('/sign-in');
  return null;
}
