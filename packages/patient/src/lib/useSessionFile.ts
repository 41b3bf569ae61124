import { useSessionFileWith, type SessionFile } from '../../../portal/src/lib/sessionFile';
import { getAccessToken } from './session';

export type { SessionFile };

/** The file at `url`, fetched with the patient's session. */
async function fetchWithSession(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(String(response.status));
  return response.blob();
}

/** A file of the server's (a chat file, the profile photo) as a local address, fetched with the patient's session. */
export const useSessionFile = (url: string | undefined): SessionFile => useSessionFileWith(url, fetchWithSession);
