import { generateSecret, generateURI, verify } from 'otplib';

/** The name an authenticator app shows beside the account. */
const issuer = 'Rehab Portal';

/** A new app secret: 20 random bytes in base32, as RFC 4226 recommends and every app reads. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an app reads from a QR code or a link, naming the account by its email. */
export const totpUri = (secret: string, email: string): string => generateURI({ issuer, label: email, secret });

/**
 * The time step of `code` when it is the app's code now or one step (30 s) either side and later than
 * `afterStep`, else null: a code is taken once, so one seen over a shoulder or in a log is worth nothing.
 */
export async function totpStepOf(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
