import { z } from 'zod/mini';

/*
 * BankID sign-in through GrandID, for the portal's specialists and the app's patients alike. The client asks
 * where to send the browser, GrandID sends it back to the client's callback path with ?grandidsession=…, and
 * the client trades that session id for an access token on its own audience's route.
 */

/** Who a BankID login signs in: the portal's specialists or the patient app's patients; each has its own routes. */
export const grandIdAudiences = ['specialists', 'patients'] as const;
export type GrandIdAudience = (typeof grandIdAudiences)[number];

/** GET /third-party/grand-id/status */
export const grandIdStatusResponse = z.object({ enabled: z.boolean() });

/** GET /third-party/grand-id/session/{specialists|patients}: send the browser to redirectUrl. */
export const grandIdSessionResponse = z.object({ sessionId: z.string(), redirectUrl: z.url() });

/** The path GrandID sends the portal's browser back to, with ?grandidsession=<sessionId>. */
export const grandIdCallbackPath = '/sign-in/bankid';
/** The same for the patient app, under its base /app/ (its own route /sign-in/bankid). */
export const grandIdPatientCallbackPath = '/app/sign-in/bankid';

/**
 * POST /third-party/grand-id/sign-in/specialists → { access_token }, and POST /third-party/grand-id/sign-in/patients
 * → the patient app's { access_token }, each only with a login started on its own session route.
 * 400 (property sessionId) when the login was cancelled, expired, unknown, already used or started for the other
 * audience; 403 when the person has no account of that audience here (a physio's number on the patients' route,
 * or no patient has set it); 503 when BankID is not configured. A refused sign-in writes nothing.
 */
export const grandIdSignInBody = z.strictObject({ sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)) });

export type GrandIdStatusResponse = z.infer<typeof grandIdStatusResponse>;
export type GrandIdSessionResponse = z.infer<typeof grandIdSessionResponse>;
export type GrandIdSignInBody = z.infer<typeof grandIdSignInBody>;
