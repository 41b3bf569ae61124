import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a secret the server must read again (an authenticator app's TOTP secret) with AES-256-GCM, under a key
 * derived from the server's token secret: a copy of the database alone makes no codes. Rotating JWT_SECRET
 * therefore means enrolling the apps again (docs/decisions/0008-second-factor.md).
 */
function keyOf(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rehab', 'second-factor-seal', 32));
}

export function seal(secret: Uint8Array, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The sealed value, or null when it was sealed with another key or changed. */
export function unseal(secret: Uint8Array, value: string): string | null {
  const [version, iv, sealed, tag] = value.split('.');
  if (version !== 'v1' || !iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
