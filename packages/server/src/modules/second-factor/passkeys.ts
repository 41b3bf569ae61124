import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * Who the passkeys belong to: the portal's host (PUBLIC_URL). Browsers refuse an IP address as a relying party, so a
 * portal on a loopback address (a developer's or the tests' server) has its passkeys on `localhost` at the same port.
 */
export function relyingParty(portalUrl: string) {
  const url = new URL(portalUrl);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  const localhost = `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`;
  return { id: loopback ? 'localhost' : url.hostname, name: 'Rehab Portal', origins: loopback ? [localhost] : [url.origin] };
}
export type RelyingParty = ReturnType<typeof relyingParty>;

/** The passkey as kept: its credential id, COSE public key (both base64url), counter and transports. */
export type StoredPasskey = { credentialId: string; publicKey: string; counter: number; transports: string[] | null };

const uuidBytes = (id: string) => Uint8Array.from(Buffer.from(id.replace(/-/g, ''), 'hex'));
type Transport = NonNullable<RegistrationResponseJSON['response']['transports']>[number];

export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    // The user's id names them to the authenticator: no personal data.
    userID: uuidBytes(user.id),
    userName: user.email,
    userDisplayName: user.name,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: (key.transports ?? undefined) as Transport[] | undefined,
    })),
    // The passkey is the second factor beside the password: a PIN or fingerprint on it is welcome, not required.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey a registration proves, or null when it does not verify. */
export async function verifiedRegistration(
  rp: RelyingParty,
  challenge: string,
  credential: RegistrationResponseJSON,
): Promise<StoredPasskey | null> {
  const result = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential: made } = result.registrationInfo;
  return {
    credentialId: made.id,
    publicKey: Buffer.from(made.publicKey).toString('base64url'),
    counter: made.counter,
    transports: made.transports ?? credential.response.transports ?? null,
  };
}

export function authenticationOptions(rp: RelyingParty, passkeys: StoredPasskey[]) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((key) => ({
      id: key.credentialId,
      transports: (key.transports ?? undefined) as Transport[] | undefined,
    })),
    userVerification: 'preferred',
  });
}

/** The passkey's new counter when the assertion verifies against it, else null. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  challenge: string,
  passkey: StoredPasskey,
  credential: AuthenticationResponseJSON,
): Promise<number | null> {
  const result = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: (passkey.transports ?? undefined) as Transport[] | undefined,
    },
    requireUserVerification: false,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
