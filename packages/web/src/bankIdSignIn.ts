import {
  accessTokenResponse,
  grandIdSessionResponse,
  grandIdSignInBody,
  grandIdStatusResponse,
  type GrandIdSignInBody,
} from '@rehab/contract';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from './ApiError';
import { jsonBody, type ApiFetch } from './fetcher';

/** An app's BankID sign-in: whether it is offered, its start, and the session GrandID's return is traded for. */
export type BankIdSignIn = ReturnType<typeof createBankIdSignIn>;

/**
 * The BankID calls of one app, for staff (`specialists`) or for patients: the server sends each back to its own
 * app's /sign-in/bankid/:state. The calls are made with the app's own fetcher and start its own session.
 */
export function createBankIdSignIn(
  apiFetch: ApiFetch,
  startSession: (accessToken: string) => void,
  who: 'specialists' | 'patients',
) {
  return {
    /** Whether BankID sign-in is offered (GET /third-party/grand-id/status). */
    useStatus: () => useSWR('/third-party/grand-id/status', (url: string) => apiFetch(url, grandIdStatusResponse)),
    /** Starts a BankID login and sends the browser to GrandID. */
    async start() {
      const { redirectUrl } = await apiFetch(`/third-party/grand-id/session/${who}`, grandIdSessionResponse);
      window.location.assign(redirectUrl);
    },
    /** Trades the GrandID session the browser came back with for a session here. */
    async signIn(login: GrandIdSignInBody) {
      const { access_token } = await apiFetch(
        `/third-party/grand-id/sign-in/${who}`,
        accessTokenResponse,
        jsonBody('POST', login),
      );
      startSession(access_token);
    },
  };
}

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
 * The login GrandID sent the browser back with, on a route ending in /:state: the session id in the query and the
 * state the server put in the callback's path; null when either is missing or malformed.
 */
export function useGrandIdReturn(): GrandIdSignInBody | null {
  const { state } = useParams();
  const [params] = useSearchParams();
  const login = grandIdSignInBody.safeParse({ sessionId: params.get('grandidsession'), state });
  return login.success ? login.data : null;
}

/**
 * Where GrandID sends the browser back: uses the login it brought once (signing in, or linking a patient's BankID),
 * then `onDone`; answers the failure's text key, or undefined meanwhile. Shared by both apps, as `useBankIdStart`.
 */
export function useBankIdCallback(use: (login: GrandIdSignInBody) => Promise<void>, onDone: () => void) {
  const login = useGrandIdReturn();
  const [failure, setFailure] = useState<string | undefined>(login ? undefined : 'bankId.expired');
  // The login is used once; React may run the effect twice in development.
  const tried = useRef(false);
  useEffect(() => {
    if (!login || tried.current) return;
    tried.current = true;
    use(login).then(onDone, (error: unknown) => setFailure(bankIdFailureKey(error)));
  }, [login, use, onDone]);
  return failure;
}
