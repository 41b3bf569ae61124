import { z } from 'zod/mini';

/*
 * BankID sign-in through GrandID. The portal asks where to send the browser,
 * GrandID sends it back to /sign-in/bankid?grandidsession=…, and the portal
 * trades that session id for an access token.
 */

/** GET /third-party/grand-id/status */
export const grandIdStatusResponse = z.object({ enabled: z.boolean() });

/** GET /third-party/grand-id/session/specialists: send the browser to redirectUrl. */
export const grandIdSessionResponse = z.object({ sessionId: z.string(), redirectUrl: z.url() });

/** The path GrandID sends the browser back to, with ?grandidsession=<sessionId>. */
export const grandIdCallbackPath = '/sign-in/bankid';

/**
 * POST /third-party/grand-id/sign-in/specialists → { access_token }.
 * 400 (property sessionId) when the login was cancelled, expired or unknown;
 * 403 when the person is no physio or admin here; 503 when BankID is not configured.
 */
export const grandIdSignInBody = z.strictObject({ sessionId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/)) });

export type GrandIdStatusResponse = z.infer<typeof grandIdStatusResponse>;
export type GrandIdSessionResponse = z.infer<typeof grandIdSessionResponse>;
export type GrandIdSignInBody = z.infer<typeof grandIdSignInBody>;
