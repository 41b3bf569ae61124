import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A passkey authenticator in software, for the server's tests: it makes an ES256 key and answers WebAuthn's
 * registration and authentication ceremonies as a browser with a real authenticator would (attestation `none`).
 */
export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  let signCount = 0;
  const rpIdHash = (rpId: string) => createHash('sha256').update(rpId).digest();
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counter = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(signCount);
    return bytes;
  };

  return {
    credentialId: b64(credentialId),
    /** The answer of navigator.credentials.create() to the server's options, as @simplewebauthn/browser sends it. */
    register(options: { challenge: string; rp: { id?: string } }) {
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash(options.rp.id ?? ''),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counter(),
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestation = new Map<string, string | Map<string, string> | Uint8Array>();
      attestation.set('fmt', 'none').set('attStmt', new Map<string, string>()).set('authData', authData);
      const attestationObject = isoCBOR.encode(attestation);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal' as const],
        },
      };
    },
    /** The answer of navigator.credentials.get() to the server's options. */
    authenticate(options: { challenge: string; rpId?: string }) {
      signCount += 1;
      const authData = Buffer.concat([rpIdHash(options.rpId ?? ''), Buffer.from([0x05]), counter()]);
      const data = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(data).digest()]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature) },
      };
    },
  };
}
