import { z } from 'zod';
import { HttpError } from '../../errors';

/** Where GrandID is and the keys of our BankID service there (GRANDID_BASE_URL, GRANDID_API_KEY, GRANDID_SERVICE_KEY). */
export interface GrandIdConfig {
  baseUrl: string;
  apiKey: string;
  serviceKey: string;
}

export interface GrandIdPerson {
  /** 12 digits, YYYYMMDDNNNC, as BankID gives it. */
  personalNumber: string;
  givenName: string;
  surname: string;
}

export type GrandIdSession = { ok: true; person: GrandIdPerson } | { ok: false; code: string; message: string };

export interface GrandIdClient {
  /** Starts a BankID login; the browser goes to `redirectUrl` and comes back to `callbackUrl?grandidsession=…`. */
  federatedLogin(callbackUrl: string): Promise<{ sessionId: string; redirectUrl: string }>;
  /** Who signed in with this session, or why nobody did. */
  getSession(sessionId: string): Promise<GrandIdSession>;
}

const errorObject = z.object({ errorObject: z.object({ code: z.string(), message: z.string().default('') }) });
const federatedLoginAnswer = z.union([errorObject, z.object({ sessionId: z.string().min(1), redirectUrl: z.url() })]);
const getSessionAnswer = z.union([
  errorObject,
  z.object({
    sessionId: z.string(),
    username: z.string().optional(),
    userAttributes: z
      .object({ personalNumber: z.string(), givenName: z.string().default(''), surname: z.string().default('') })
      .loose(),
  }),
]);

const unavailable = () => new HttpError(502, 'The BankID service could not be reached');

/** A client of GrandID's JSON API, version 1.1. */
export function grandIdClient({ baseUrl, apiKey, serviceKey }: GrandIdConfig, fetchImpl: typeof fetch = fetch): GrandIdClient {
  async function call<T>(method: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(`json1.1/${method}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.search = new URLSearchParams({ apiKey, authenticateServiceKey: serviceKey, ...params }).toString();
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw unavailable();
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  return {
    async federatedLogin(callbackUrl) {
      const answer = await call('FederatedLogin', { callbackUrl }, federatedLoginAnswer);
      if ('errorObject' in answer) throw unavailable();
      return { sessionId: answer.sessionId, redirectUrl: answer.redirectUrl };
    },
    async getSession(sessionId) {
      const answer = await call('GetSession', { sessionId }, getSessionAnswer);
      if ('errorObject' in answer) return { ok: false, code: answer.errorObject.code, message: answer.errorObject.message };
      const { personalNumber, givenName, surname } = answer.userAttributes;
      return { ok: true, person: { personalNumber, givenName, surname } };
    },
  };
}
