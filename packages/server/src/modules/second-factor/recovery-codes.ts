import { createHmac, randomInt } from 'node:crypto';

/** Letters and digits that are not mistaken for each other when read off paper (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const recoveryCodeCount = 10;

/** Ten new codes of 12 characters (about 59 bits each) in groups of four: `7KQ2-M9XD-4RTA`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('')).join('-'),
  );
}

/**
 * A code's hash as kept: HMAC-SHA-256 under the server's secret of the code without dashes, in capitals. The
 * codes are random and long, so a slow password hash would add nothing but the time of ten comparisons.
 */
export const recoveryCodeHash = (secret: Uint8Array, code: string): string =>
  createHmac('sha256', secret)
    .update(`recovery:${code.toUpperCase().replace(/[^A-Z0-9]/g, '')}`)
    .digest('hex');
