import { decodeJwt } from 'jose';
import { getAccessToken } from '../session';

/** The signed-in patient (the access token's subject), who owns what they queue offline. */
export function currentPatient(): string | undefined {
  const token = getAccessToken();
  if (!token) return undefined;
  try {
    return decodeJwt(token).sub;
  } catch {
    return undefined;
  }
}
