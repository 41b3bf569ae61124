import { z } from 'zod/mini';

/*
 * BankID sign-in through GrandID, for the portal's specialists and the app's patients alike. The client asks
 * where to send the browser, GrandID sends it back to the client's callback path followed by a secret the server
 * put there (/<state>?grandidsession=…), and the client trades the session id with that state for an access
 * token on its own audience's route. The state is never in an answer: only the browser that finished the login
 * has it, so whoever started a login cannot use it when someone else was made to finish it.
 */

/** Who a BankID login signs in: the portal's specialists or the patient app's patients; each has its own routes. */
export const grandIdAudiences = ['specialists', 'patients'] as const;
export type GrandIdAudience = (typeof grandIdAudiences)[number];

/** GET /third-party/grand-id/status */
export const grandIdStatusResponse = z.object({ enabled: z.boolean() });

/** GET /third-party/grand-id/session/{specialists|patients}: send the browser to redirectUrl. */
export const grandIdSessionResponse = z.object({ sessionId: z.string(), redirectUrl: z.url() });

/** The path GrandID sends the portal's browser back to, as /sign-in/bankid/<state>?grandidsession=<sessionId>. */
export const grandIdCallbackPath = '/sign-in/bankid';
/** The same for the patient app, under its base /app/ (its own route /sign-in/bankid/:state). */
export const grandIdPatientCallbackPath = '/app/sign-in/bankid';

/**
 * POST /third-party/grand-id/sign-in/specialists → { access_token }, and POST /third-party/grand-id/sign-in/patients
 * → the patient app's { access_token }, each only with a login started on its own session route.
 * 400 (property sessionId) when the login was cancelled, expired, unknown, already used or started for the other
 * audience; 403 when the person has no account of that audience here (a physio's number on the patients' route,
 * or no patient has set it); 503 when BankID is not configured. A refused sign-in writes nothing.
 */
/** GrandID's id of a login. */
export const grandIdSessionIdField = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/));
/** The secret at the end of the callback path: 32 random bytes, base64url. */
export const grandIdStateField = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export const grandIdSignInBody = z.strictObject({ sessionId: grandIdSessionIdField, state: grandIdStateField });

/** Where GrandID sends the patient back after a BankID login started from the profile to link it (the app's /profile/bankid/:state). */
export const grandIdPatientLinkCallbackPath = '/app/profile/bankid';

/**
 * Where GrandID sends a staff member back after a BankID login started from the profile to prove it is them before
 * their email, personal number or password changes (the portal's /profile/bankid/:state).
 * GET /specialists/account/bankid/session (signed in as staff with a personal number) starts it; the change then
 * carries `bankIdSessionId` and `bankIdState` (`identityProof`). Such a login signs nobody in.
 */
export const grandIdProofCallbackPath = '/profile/bankid';

/*
 * Linking a patient's BankID: a personal number signs a patient in only once a BankID login proved it theirs, never typed.
 * GET /patient-app/bankid/session (signed in as the patient) starts a login for linking; POST /patient-app/bankid with
 * the session id GrandID sent back and the callback's state saves the person's number on the patient's profile and answers the profile (400 on
 * sessionId as for signing in, also for a login another patient started or one started to sign in; 409 on
 * personalNumber when another patient has linked that person; 503 without BankID). DELETE /patient-app/bankid unlinks
 * it, with or without BankID offered. Such a login signs nobody in.
 */

export type GrandIdStatusResponse = z.infer<typeof grandIdStatusResponse>;
export type GrandIdSessionResponse = z.infer<typeof grandIdSessionResponse>;
export type GrandIdSignInBody = z.infer<typeof grandIdSignInBody>;
