import { useEffect, useRef, useState } from 'react';
import { ApiError } from './ApiError';

/** The text key (in the app's own namespace) of what a failed BankID sign-in, or link, tells, by the server's answer. */
export function bankIdFailureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'bankId.failed';
  if (error.status === 403) return 'bankId.noAccount';
  // Only linking a patient's BankID answers this: another patient has linked the person.
  if (error.status === 409) return 'bankId.taken';
  const rule = Object.keys(error.errors[0]?.constraints ?? {})[0];
  if (rule === 'cancelled') return 'bankId.cancelled';
  if (rule === 'expired' || rule === 'invalid') return 'bankId.expired';
  return 'bankId.failed';
}

/**
 * The button that starts a BankID login: busy until the browser leaves for GrandID, failed if it could not start.
 * Shared by the portal's and the patient app's sign-in; `startLogin` is each app's own call.
 */
export function useBankIdStart(startLogin: () => Promise<void>) {
  const [isStarting, setStarting] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const start = async () => {
    setFailed(false);
    setStarting(true);
    try {
      await startLogin();
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };
  return { isStarting, hasFailed, start };
}

/**
 * Where GrandID sends the browser back: signs in once with the session id it brought, then `onSignedIn`;
 * answers the failure's text key, or undefined while signing in. Shared by both apps, as `useBankIdStart`.
 */
export function useBankIdCallback(sessionId: string | null, signIn: (sessionId: string) => Promise<void>, onSignedIn: () => void) {
  const [failure, setFailure] = useState<string | undefined>(sessionId ? undefined : 'bankId.expired');
  // The session id signs in once; React may run the effect twice in development.
  const tried = useRef(false);
  useEffect(() => {
    if (!sessionId || tried.current) return;
    tried.current = true;
    signIn(sessionId).then(onSignedIn, (error: unknown) => setFailure(bankIdFailureKey(error)));
  }, [sessionId, signIn, onSignedIn]);
  return failure;
}
